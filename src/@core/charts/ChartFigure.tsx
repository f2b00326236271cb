import type { ReactNode } from 'react'

/** A chart's data as text: one row per label, one column per series. */
export interface ChartTable {
  labels: (string | number)[]
  series: { name: string; values: (string | number)[] }[]
  /** Header of the label column ("Month", "Device"). */
  labelHeader: string
}

export interface ChartFigureProps {
  /** The chart's accessible name, e.g. "Revenue report 2020". */
  title: string
  /** A one-sentence summary read before the table (the trend, the total). */
  summary?: string
  /** The data the chart draws, as a visually hidden table: the chart's text alternative. */
  table?: ChartTable
  /** Formats the table's numbers in the page's language. */
  format?: (value: number) => string
  className?: string
  children: ReactNode
}

/** Wraps any chart (ApexCharts, Chart.js, Recharts): a named figure whose drawing is hidden from
 *  assistive technology and whose data is offered as text instead, so every chart reads the same. */
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
        // The wrapper hides the table: a table never shrinks to the 1 px of .visually-hidden itself.
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
