import './charts.scss'

/** A series as the legend and tooltip show it. */
export interface ShownSeries {
  name: string
  color: string
}

export function ChartLegend({ series }: { series: ShownSeries[] }) {
  return (
    <ul className="nl-chart-legend">
      {series.map((entry) => (
        <li key={entry.name}>
          <span className="nl-chart-dot" style={{ background: entry.color }} />
          {entry.name}
        </li>
      ))}
    </ul>
  )
}

export interface ChartTooltipProps {
  /** The pointer, in px from the chart's top left corner. */
  x: number
  y: number
  width: number
  title: string
  rows: (ShownSeries & { value: string })[]
}

/** The values under the pointer, on the side of it with more room. */
export function ChartTooltip({ x, y, width, title, rows }: ChartTooltipProps) {
  const before = x > width / 2
  return (
    <div
      className="nl-chart-tooltip"
      style={{
        left: x + (before ? -12 : 12),
        top: y,
        transform: `translate(${before ? '-100%' : '0'}, -50%)`
      }}
    >
      <div className="fw-semibold mb-1">{title}</div>
      {rows.map((row) => (
        <div key={row.name} className="d-flex align-items-center">
          <span className="nl-chart-dot" style={{ background: row.color }} />
          {row.name}:<span className="nl-chart-value">{row.value}</span>
        </div>
      ))}
    </div>
  )
}
