import type { MoneyStyle } from '@/utility/format'
import { useMoney } from '@core/hooks/useMoney'

/** An amount in the page's language, isolated so right-to-left text never reorders its sign and digits. */
export function Money({ value, style }: { value: number | string; style?: MoneyStyle }) {
  const money = useMoney()
  return <bdi dir="ltr">{money(value, style)}</bdi>
}
