import { useTranslation } from 'react-i18next'
import type { MoneyStyle } from '@/utility/format'
import { useMoney } from '@core/hooks/useMoney'

/** An amount in the page's language, isolated in that language's direction (its number and "US$" are already). */
export function Money({ value, style }: { value: number | string; style?: MoneyStyle }) {
  const money = useMoney()
  const { i18n } = useTranslation()
  return <bdi dir={i18n.dir(i18n.language)}>{money(value, style)}</bdi>
}
