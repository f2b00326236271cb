import type { LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from 'reactstrap'
import { numberFormat } from '@/utility/format'

/** The toggle of a navbar menu drawn as an icon (cart, notifications): its children are a `CountedIcon`. */
export const navbarIconToggle = {
  tag: 'button',
  type: 'button',
  className: 'btn btn-link nav-link position-relative overflow-visible p-2 no-ripple'
} as const

interface CountedIconProps {
  icon: LucideIcon
  count: number
  color: string
  badgeClassName: string
  testId: string
}

/** An icon with a count badge when the count is above zero; the toggle's label says the count in words. */
export function CountedIcon({ icon: Icon, count, color, badgeClassName, testId }: CountedIconProps) {
  const { i18n } = useTranslation()
  return (
    <>
      <Icon size={20} aria-hidden="true" />
      {count > 0 && (
        <Badge pill color={color} className={badgeClassName} aria-hidden="true" data-testid={testId}>
          {numberFormat(i18n.language).format(count)}
        </Badge>
      )}
    </>
  )
}
