import { monthly } from '../data'
import { useDemoLabels } from '../useDemoLabels'

/** The demo data as one row per month, with the month's name in the page's language. */
export function useMonthRows() {
  const { months } = useDemoLabels()
  return months.map((month, i) => ({
    month,
    visits: monthly.visits[i]!,
    sales: monthly.sales[i]!,
    expenses: monthly.expenses[i]!
  }))
}
