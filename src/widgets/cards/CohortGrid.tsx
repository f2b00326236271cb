import { useTranslation } from 'react-i18next'
import { ScrollRegion } from '@core/components/ScrollRegion'
import { useChartTheme } from '@core/charts/useChartTheme'

export interface CohortRow {
  key: string
  label: string
  size: number
  /** Per cent still active 1, 2… periods after joining. */
  values: number[]
}

// The tint stays light enough for the body text on it in either skin.
const tint = (value: number) => Math.min(0.4, Math.max(0.05, ((value - 40) / 60) * 0.4))

/** A retention triangle: one row per cohort, one column per period since joining, each cell tinted by its share. */
export function CohortGrid({
  caption,
  rows,
  sizeHeader
}: {
  caption: string
  rows: CohortRow[]
  sizeHeader: string
}) {
  const { t } = useTranslation('cards')
  const theme = useChartTheme()
  const columns = Math.max(0, ...rows.map((row) => row.values.length))
  return (
    <ScrollRegion label={caption}>
      <table className="table table-borderless table-sm mb-0 text-nowrap cohort-grid">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('cohort.cohort')}</th>
            <th scope="col">{sizeHeader}</th>
            {Array.from({ length: columns }, (_, i) => (
              <th key={i} scope="col" className="text-center">
                {t('cohort.after', { count: i + 1 })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="fw-semibold">
                {row.label}
              </th>
              <td>{theme.number(row.size)}</td>
              {Array.from({ length: columns }, (_, i) => {
                const value = row.values[i]
                return (
                  <td
                    key={i}
                    className="text-center"
                    style={
                      value === undefined
                        ? undefined
                        : { backgroundColor: `rgba(var(--bs-primary-rgb), ${tint(value)})` }
                    }
                  >
                    {value === undefined
                      ? ''
                      : theme.number(value / 100, { style: 'percent', maximumFractionDigits: 0 })}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  )
}
