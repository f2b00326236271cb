import { useTranslation } from 'react-i18next'
import { formatMoney } from '@/utility/format'

export function useMoney(): (value: number) => string {
  const { i18n } = useTranslation()
  return (value) => formatMoney(value, i18n.language)
}
