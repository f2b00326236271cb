import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { dateFormat } from '../format'

// A Monday and the first of each month of a fixed year, only to name days and months in a language.
const monday = Date.UTC(2024, 0, 1)

/** Monday..Sunday, short, in the page's language. */
export function useWeekdays(): string[] {
  const { i18n } = useTranslation()
  return useMemo(() => {
    const format = dateFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' })
    return Array.from({ length: 7 }, (_, day) => format.format(monday + day * 86_400_000))
  }, [i18n.language])
}

/** January..December, short, in the page's language. */
export function useMonths(): string[] {
  const { i18n } = useTranslation()
  return useMemo(() => {
    const format = dateFormat(i18n.language, { month: 'short', timeZone: 'UTC' })
    return Array.from({ length: 12 }, (_, month) => format.format(Date.UTC(2024, month, 1)))
  }, [i18n.language])
}
