import { useTranslation } from 'react-i18next'
import { ApexChart } from '@core/charts/ApexChart'
import { ChartFigure } from '@core/charts/ChartFigure'
import { useChartTheme } from '@core/charts/useChartTheme'
import { useMoney } from '@core/hooks/useMoney'
import { DataCard } from '@widgets/cards/DataCard'
import { usePeriodLabels } from '@widgets/cards/usePeriodLabels'
import { useSaasRangeCard } from '../useSaasCard'

export function MrrMovementCard() {
  const { t } = useTranslation(['saas', 'cards'])
  const theme = useChartTheme()
  const toMoney = useMoney()
  const money = (value: number) => toMoney(value, 'compact')
  const { range, menu, query } = useSaasRangeCard()
  const labelsOf = usePeriodLabels(range)
  return (
    <DataCard title={t('movement.title')} subtitle={t(`cards:range.${range}`)} query={query} action={menu}>
      {({ mrrMovement: m }) => {
        const labels = labelsOf(m.periods)
        // Losses are drawn below the axis; the table lists them as they are.
        const series = [
          { name: t('movement.new'), type: 'bar', data: m.new },
          { name: t('movement.expansion'), type: 'bar', data: m.expansion },
          { name: t('movement.contraction'), type: 'bar', data: m.contraction.map((v) => -v) },
          { name: t('movement.churn'), type: 'bar', data: m.churn.map((v) => -v) }
        ]
        return (
          <ChartFigure
            title={t('movement.chart')}
            table={{
              labelHeader: t('movement.period'),
              labels,
              series: [
                { name: t('movement.new'), values: m.new },
                { name: t('movement.expansion'), values: m.expansion },
                { name: t('movement.contraction'), values: m.contraction },
                { name: t('movement.churn'), values: m.churn },
                { name: t('movement.mrr'), values: m.mrr }
              ]
            }}
            format={money}
          >
            <ApexChart
              type="bar"
              height={320}
              series={series}
              options={{
                chart: { stacked: true },
                colors: [
                  theme.colors.primary,
                  theme.colors.success,
                  theme.colors.warning,
                  theme.colors.danger
                ],
                plotOptions: { bar: { columnWidth: '45%' } },
                dataLabels: { enabled: false },
                xaxis: { categories: labels },
                yaxis: { labels: { formatter: (value: number) => money(value) } },
                legend: { position: 'top', horizontalAlign: theme.rtl ? 'right' : 'left' },
                tooltip: { y: { formatter: (value: number) => money(Math.abs(value)) } }
              }}
            />
          </ChartFigure>
        )
      }}
    </DataCard>
  )
}
