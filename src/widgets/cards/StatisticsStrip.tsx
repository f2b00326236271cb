import { DollarSign, Package, TrendingUp, UserRound, type LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useChartTheme } from '@core/charts/useChartTheme'
import { ecommerceStats } from './demoData'
import { Trend } from './Trend'
import { CardFrame } from './DataCard'
import { useMoney } from '@core/hooks/useMoney'

const icons: Record<(typeof ecommerceStats)[number]['key'], LucideIcon> = {
  sales: TrendingUp,
  customers: UserRound,
  products: Package,
  revenue: DollarSign
}

export function StatisticsStrip() {
  const { t } = useTranslation('cards')
  const theme = useChartTheme()
  const money = useMoney()
  return (
    <CardFrame title={t('strip.title')} subtitle={t('strip.updated')} ask={() => ({ stats: ecommerceStats })}>
      <div className="row g-3 pt-xl-3">
        {ecommerceStats.map((stat) => {
          const Icon = icons[stat.key]
          const value =
            'money' in stat
              ? money(stat.value, 'compact')
              : theme.number(stat.value, { notation: 'compact', maximumFractionDigits: 1 })
          return (
            <div key={stat.key} className="col-6 col-xl-3 d-flex align-items-center gap-3">
              <span
                className={`stat-icon bg-${stat.color}-subtle text-${stat.color}-emphasis`}
                aria-hidden="true"
              >
                <Icon size={20} />
              </span>
              <div>
                <dl className="d-flex flex-column-reverse mb-0">
                  <dt className="fw-normal small text-body-secondary">{t(`strip.${stat.key}`)}</dt>
                  <dd className="h5 mb-0">
                    <bdi dir="ltr">{value}</bdi>
                  </dd>
                </dl>
                <Trend value={stat.growth} />
              </div>
            </div>
          )
        })}
      </div>
    </CardFrame>
  )
}
