import { CircleCheck, Clock, PackageCheck, Truck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useChartTheme } from '@core/charts/useChartTheme'
import { DataCard } from '@widgets/cards/DataCard'
import { FigureStrip } from '@widgets/cards/FigureStrip'
import { useLogisticsRangeCard } from '../useLogisticsCard'

export function LogisticsOverviewCard() {
  const { t } = useTranslation(['logistics', 'cards'])
  const theme = useChartTheme()
  const { range, menu, query } = useLogisticsRangeCard()
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
              key: 'onRoute',
              label: t('overview.onRoute'),
              value: theme.number(totals.onRoute),
              icon: Truck,
              color: 'primary'
            },
            {
              key: 'delayed',
              label: t('overview.delayed'),
              value: theme.number(totals.delayed),
              icon: Clock,
              color: 'warning'
            },
            {
              key: 'delivered',
              label: t('overview.delivered'),
              value: theme.number(totals.delivered),
              icon: PackageCheck,
              color: 'success'
            },
            {
              key: 'onTime',
              label: t('overview.onTimeRate'),
              value: theme.number(totals.onTimeRate / 100, { style: 'percent', maximumFractionDigits: 1 }),
              icon: CircleCheck,
              color: 'info'
            }
          ]}
        />
      )}
    </DataCard>
  )
}
