import type { ReactNode } from 'react'

export interface ChartTable {
  labels: (string | number)[]
  series: { name: string; values: (string | number)[] }[]
  labelHeader: string
}

export interface ChartFigureProps {
  title: string
  summary?: string
  table?: ChartTable
  format?: (value: number) => string
  className?: string
  children: ReactNode
}

/** Every chart reads the same: its drawing hidden from assistive technology, its data offered as text. */
export function ChartFigure({
  title,
  summary,
  table,
  format = String,
  className = '',
  children
}: ChartFigureProps) {
  const cell = (value: string | number) => (typeof value === 'number' ? format(value) : value)
  return (
    <figure className={`chart-figure mb-0 ${className}`} aria-label={title}>
      <div aria-hidden="true">{children}</div>
      {summary && <figcaption className="visually-hidden">{summary}</figcaption>}
      {table && (
        // A table never shrinks to the 1 px of .visually-hidden itself.
        <div className="visually-hidden">
          <table>
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{table.labelHeader}</th>
                {table.series.map((series) => (
                  <th key={series.name} scope="col">
                    {series.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.labels.map((label, row) => (
                <tr key={`${label}-${row}`}>
                  <th scope="row">{label}</th>
                  {table.series.map((series) => (
                    <td key={series.name}>{cell(series.values[row] ?? '')}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </figure>
  )
}
