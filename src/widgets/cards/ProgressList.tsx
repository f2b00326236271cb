import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { Avatar } from '@core/components/Avatar'
import type { ChartColorName } from '@core/charts/useChartTheme'
import { Meter } from './Meter'

export interface ProgressItem {
  key: string | number
  name: string
  /** The name links to the item's own page. */
  to?: string
  /** Under the name: a count, an owner... */
  detail?: ReactNode
  /** At the end of the row: a value, a percentage... */
  figure: ReactNode
  value: number
  max?: number
  color: ChartColorName
  meterLabel: string
  avatar?: { src?: string }
}

/** Ranked rows, each with a bar: top sales people, courses by progress, vehicles by load. */
export function ProgressList({ items }: { items: ProgressItem[] }) {
  return (
    <ul className="list-unstyled mb-0 d-grid gap-3">
      {items.map((item) => (
        <li key={item.key} className="d-flex align-items-center gap-3">
          {item.avatar && (
            <Avatar name={item.name} src={item.avatar.src} color={item.color} size="sm" decorative />
          )}
          <div className="flex-grow-1 progress-list-body">
            <div className="d-flex justify-content-between gap-2">
              {item.to ? (
                <Link to={item.to} className="fw-semibold text-truncate">
                  {item.name}
                </Link>
              ) : (
                <span className="fw-semibold text-truncate">{item.name}</span>
              )}
              <span className="fw-semibold text-nowrap">{item.figure}</span>
            </div>
            {item.detail && <div className="small text-body-secondary">{item.detail}</div>}
            <Meter
              value={item.value}
              max={item.max}
              color={item.color}
              label={item.meterLabel}
              className="mt-1"
            />
          </div>
        </li>
      ))}
    </ul>
  )
}
