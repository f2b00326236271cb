import { useTranslation } from 'react-i18next'
import { ApexChart } from '@core/charts/ApexChart'
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
              <ApexChart
                type="donut"
                height={220}
                series={items.map((row) => row.subscriptions)}
                options={{
                  labels: items.map((row) => row.label),
                  colors: items.map((row) => theme.colors[row.color]),
                  legend: { show: false },
                  dataLabels: { enabled: false },
                  stroke: { width: 3, colors: [theme.surface] },
                  plotOptions: {
                    pie: {
                      donut: {
                        size: '70%',
                        labels: {
                          show: true,
                          value: {
                            color: theme.heading,
                            formatter: (value: string) => theme.number(Number(value))
                          },
                          total: {
                            show: true,
                            label: t('plans.subscriptions'),
                            color: theme.text,
                            formatter: () => theme.number(total)
                          }
                        }
                      }
                    }
                  }
                }}
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
