import type { LucideIcon } from 'lucide-react'
import type { ChartColorName } from '@core/charts/useChartTheme'

export interface StripFigure {
  key: string
  label: string
  /** Already formatted in the page's language. */
  value: string
  icon: LucideIcon
  color: ChartColorName
}

/** A dashboard's headline figures in a row of icon, value and label (two a row on a phone). */
export function FigureStrip({ figures }: { figures: StripFigure[] }) {
  return (
    <div className="row g-3">
      {figures.map(({ key, label, value, icon: Icon, color }) => (
        <div key={key} className="col-6 col-md-3 d-flex align-items-center gap-3">
          <span className={`stat-icon bg-${color}-subtle text-${color}-emphasis`} aria-hidden="true">
            <Icon size={20} />
          </span>
          <dl className="min-w-0 d-flex flex-column-reverse mb-0">
            <dt className="fw-normal small text-body-secondary">{label}</dt>
            <dd className="h5 mb-0 text-break">
              <bdi dir="ltr">{value}</bdi>
            </dd>
          </dl>
        </div>
      ))}
    </div>
  )
}
