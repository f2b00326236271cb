import { useTranslation } from 'react-i18next'
import { DonutChart } from '@core/charts/RingChart'
import { ChartFigure } from '@core/charts/ChartFigure'
import { useChartTheme, type ChartColorName } from '@core/charts/useChartTheme'
import { useMoney } from '@core/hooks/useMoney'
import { DataCard } from '@widgets/cards/DataCard'
import { LegendList } from '@widgets/cards/LegendList'
import type { Plan } from '../contract'
import { useSaasTodayCard } from '../useSaasCard'

const colors: Record<Plan, ChartColorName> = {
  starter: 'info',
  team: 'primary',
  business: 'success',
  enterprise: 'warning'
}

export function PlansCard() {
  const { t } = useTranslation('saas')
  const theme = useChartTheme()
  const money = useMoney()
  const query = useSaasTodayCard()
  return (
    <DataCard title={t('plans.title')} subtitle={t('plans.subtitle')} query={query}>
      {({ plans }) => {
        const items = plans.map((row) => ({
          ...row,
          label: t(`plans.names.${row.plan}`),
          color: colors[row.plan]
        }))
        const total = items.reduce((sum, row) => sum + row.subscriptions, 0)
        return (
          <>
            <ChartFigure
              title={t('plans.chart')}
              table={{
                labelHeader: t('plans.plan'),
                labels: items.map((row) => row.label),
                series: [
                  {
                    name: t('plans.subscriptions'),
                    values: items.map((row) => theme.number(row.subscriptions))
                  },
                  { name: t('plans.mrr'), values: items.map((row) => money(row.mrr, 'whole')) }
                ]
              }}
            >
              <DonutChart
                height={220}
                slices={items.map((row) => ({
                  name: row.label,
                  value: row.subscriptions,
                  color: theme.colors[row.color]
                }))}
                format={(value) => theme.number(value)}
                centre={{ label: t('plans.subscriptions'), value: theme.number(total) }}
                gaps
              />
            </ChartFigure>
            <LegendList
              items={items.map((row) => ({
                key: row.plan,
                label: row.label,
                color: row.color,
                text: theme.number(row.subscriptions),
                extra: <span className="text-body-secondary small">{money(row.mrr, 'compact')}</span>
              }))}
            />
          </>
        )
      }}
    </DataCard>
  )
}
