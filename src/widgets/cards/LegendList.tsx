import type { ReactNode } from 'react'
import type { ChartColorName } from '@core/charts/useChartTheme'

export interface LegendItem {
  key: string
  label: string
  color: ChartColorName
  text: ReactNode
  icon?: ReactNode
  extra?: ReactNode
}

export function LegendList({ items }: { items: LegendItem[] }) {
  return (
    <ul className="list-unstyled mb-0 legend-list">
      {items.map((item) => (
        <li
          key={item.key}
          className="d-flex align-items-center justify-content-between gap-2 py-2 border-bottom"
        >
          <span className="d-flex align-items-center gap-2">
            {item.icon ?? <span className={`legend-dot bg-${item.color}`} aria-hidden="true" />}
            <span className="fw-semibold">{item.label}</span>
          </span>
          <span className="d-flex align-items-center gap-3">
            <span>{item.text}</span>
            {item.extra}
          </span>
        </li>
      ))}
    </ul>
  )
}
