import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { dateFormat } from '@/utility/format'

// Only to name days and months in a language.
const monday = Date.UTC(2024, 0, 1)

export function useWeekdays(): string[] {
  const { i18n } = useTranslation()
  return useMemo(() => {
    const format = dateFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' })
    return Array.from({ length: 7 }, (_, day) => format.format(monday + day * 86_400_000))
  }, [i18n.language])
}

export function useMonths(): string[] {
  const { i18n } = useTranslation()
  return useMemo(() => {
    const format = dateFormat(i18n.language, { month: 'short', timeZone: 'UTC' })
    return Array.from({ length: 12 }, (_, month) => format.format(Date.UTC(2024, month, 1)))
  }, [i18n.language])
}
