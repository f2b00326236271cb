import { useTranslation } from 'react-i18next'
import { formatMoney, type MoneyStyle } from '@/utility/format'

/** Amounts as text in the page's language, where a string is needed (labels, chart axes). */
export function useMoney(): (value: number | string, style?: MoneyStyle) => string {
  const { i18n } = useTranslation()
  return (value, style) => formatMoney(value, i18n.language, style)
}
