import { CircleDollarSign, Percent, Trophy, UserPlus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useChartTheme } from '@core/charts/useChartTheme'
import { useMoney } from '@core/hooks/useMoney'
import { DataCard } from '@widgets/cards/DataCard'
import { FigureStrip } from '@widgets/cards/FigureStrip'
import { useCrmRangeCard } from '../useCrmCard'

export function CrmOverviewCard() {
  const { t } = useTranslation(['crm', 'cards'])
  const theme = useChartTheme()
  const money = useMoney()
  const { range, menu, query } = useCrmRangeCard()
  return (
    <DataCard
      title={t('overview.title')}
      subtitle={t(`cards:range.${range}`)}
      query={query}
      share={({ totals }) => ({ range, totals })}
      action={menu}
      skeletonLines={1}
    >
      {({ totals }) => (
        <FigureStrip
          figures={[
            {
              key: 'open',
              label: t('overview.openValue'),
              value: money(totals.openValue, 'compact'),
              icon: CircleDollarSign,
              color: 'primary'
            },
            {
              key: 'won',
              label: t('overview.wonValue'),
              value: money(totals.wonValue, 'compact'),
              icon: Trophy,
              color: 'success'
            },
            {
              key: 'rate',
              label: t('overview.winRate'),
              value: theme.number(totals.winRate / 100, { style: 'percent', maximumFractionDigits: 1 }),
              icon: Percent,
              color: 'info'
            },
            {
              key: 'leads',
              label: t('overview.newLeads'),
              value: theme.number(totals.newLeads),
              icon: UserPlus,
              color: 'warning'
            }
          ]}
        />
      )}
    </DataCard>
  )
}
