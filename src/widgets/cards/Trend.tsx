import { TrendingDown, TrendingUp } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useChartTheme } from '@core/charts/useChartTheme'

export function Trend({ value, className = '' }: { value: number; className?: string }) {
  const { t } = useTranslation('cards')
  const theme = useChartTheme()
  const up = value >= 0
  const Icon = up ? TrendingUp : TrendingDown
  const text = theme.number(value / 100, {
    style: 'percent',
    signDisplay: 'always',
    maximumFractionDigits: 1
  })
  return (
    <span
      className={
        'd-inline-flex align-items-center gap-1 small fw-semibold ' +
        `text-${up ? 'success' : 'danger'}-emphasis ${className}`
      }
    >
      <Icon size={16} aria-hidden="true" />
      <bdi>{text}</bdi>
      <span className="visually-hidden">{t('trend.vsPrevious')}</span>
    </span>
  )
}
