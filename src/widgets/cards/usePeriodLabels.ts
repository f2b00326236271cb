import { useChartTheme } from '@core/charts/useChartTheme'
import type { TimeRange } from './contract'

const localDay = (iso: string) => {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number)
  return new Date(year, month - 1, day)
}

/** Labels for the first days of a range's periods: months for the last year, days of the month for weeks. */
export function usePeriodLabels(range: TimeRange): (periods: readonly string[]) => string[] {
  const theme = useChartTheme()
  const options: Intl.DateTimeFormatOptions =
    range === 'last-year' ? { month: 'short' } : { month: 'short', day: 'numeric' }
  return (periods) => periods.map((period) => theme.date(localDay(period), options))
}
