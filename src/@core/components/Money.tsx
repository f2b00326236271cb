import { useTranslation } from 'react-i18next'
import { textDirection } from '@/configs/bidi'
import { formatMoney, type MoneyStyle } from '@/utility/format'

/** An amount in the page's language, isolated in that language's direction (its number and "US$" are already). */
export function Money({ value, style }: { value: number | string; style?: MoneyStyle }) {
  const { i18n } = useTranslation()
  return <bdi dir={textDirection(i18n.language)}>{formatMoney(value, i18n.language, style)}</bdi>
}
