import { CircleDollarSign, TrendingUp, UserMinus, Users } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useChartTheme } from '@core/charts/useChartTheme'
import { useMoney } from '@core/hooks/useMoney'
import { DataCard } from '@widgets/cards/DataCard'
import { FigureStrip } from '@widgets/cards/FigureStrip'
import { useSaasRangeCard } from '../useSaasCard'

export function SaasOverviewCard() {
  const { t } = useTranslation(['saas', 'cards'])
  const theme = useChartTheme()
  const money = useMoney()
  const { range, menu, query } = useSaasRangeCard()
  const percent = (value: number, signDisplay: 'auto' | 'exceptZero' = 'auto') =>
    theme.number(value / 100, { style: 'percent', maximumFractionDigits: 1, signDisplay })
  return (
    <DataCard
      title={t('overview.title')}
      subtitle={t(`cards:range.${range}`)}
      query={query}
      action={menu}
      skeletonLines={1}
    >
      {({ totals }) => (
        <FigureStrip
          figures={[
            {
              key: 'mrr',
              label: t('overview.mrr'),
              value: money(totals.mrr, 'compact'),
              icon: CircleDollarSign,
              color: 'primary'
            },
            {
              key: 'growth',
              label: t('overview.growth'),
              value: percent(totals.mrrGrowth, 'exceptZero'),
              icon: TrendingUp,
              color: 'success'
            },
            {
              key: 'active',
              label: t('overview.active'),
              value: theme.number(totals.activeSubscriptions),
              icon: Users,
              color: 'info'
            },
            {
              key: 'churn',
              label: t('overview.churn'),
              value: percent(totals.churnRate),
              icon: UserMinus,
              color: 'danger'
            }
          ]}
        />
      )}
    </DataCard>
  )
}
