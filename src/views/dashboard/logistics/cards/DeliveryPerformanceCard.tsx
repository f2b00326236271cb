import { useTranslation } from 'react-i18next'
import { BarLineChart } from '@core/charts/BarLineChart'
import { ChartFigure } from '@core/charts/ChartFigure'
import { useChartTheme } from '@core/charts/useChartTheme'
import { DataCard } from '@widgets/cards/DataCard'
import { usePeriodLabels } from '@widgets/cards/usePeriodLabels'
import { useLogisticsRangeCard } from '../useLogisticsCard'

export function DeliveryPerformanceCard() {
  const { t } = useTranslation(['logistics', 'cards'])
  const theme = useChartTheme()
  const { range, menu, query } = useLogisticsRangeCard()
  const labelsOf = usePeriodLabels(range)
  return (
    <DataCard title={t('performance.title')} subtitle={t(`cards:range.${range}`)} query={query} action={menu}>
      {({ performance }) => {
        const labels = labelsOf(performance.periods)
        const rate = performance.onTime.map(
          (value, i) => Math.round((value / (value + performance.late[i]!)) * 1000) / 10
        )
        const percent = (value: number) =>
          theme.number(value / 100, { style: 'percent', maximumFractionDigits: 1 })
        return (
          <ChartFigure
            title={t('performance.chart')}
            table={{
              labelHeader: t('performance.period'),
              labels,
              series: [
                { name: t('performance.onTime'), values: performance.onTime.map((v) => theme.number(v)) },
                { name: t('performance.late'), values: performance.late.map((v) => theme.number(v)) },
                { name: t('performance.rate'), values: rate.map(percent) }
              ]
            }}
          >
            <BarLineChart
              height={270}
              stacked
              categories={labels}
              series={[
                { name: t('performance.onTime'), data: performance.onTime, color: theme.colors.success },
                { name: t('performance.late'), data: performance.late, color: theme.colors.warning },
                {
                  name: t('performance.rate'),
                  kind: 'line',
                  onSecondAxis: true,
                  data: rate,
                  color: theme.colors.primary
                }
              ]}
              format={(value) => theme.number(value)}
              second={{ min: 80, max: 100, format: percent }}
            />
          </ChartFigure>
        )
      }}
    </DataCard>
  )
}
