import { useTranslation } from 'react-i18next'
import { ApexChart } from '@core/charts/ApexChart'
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
            <ApexChart
              type="line"
              height={300}
              series={[
                { name: t('performance.onTime'), type: 'column', data: performance.onTime },
                { name: t('performance.late'), type: 'column', data: performance.late },
                { name: t('performance.rate'), type: 'line', data: rate }
              ]}
              options={{
                chart: { stacked: true },
                colors: [theme.colors.success, theme.colors.warning, theme.colors.primary],
                plotOptions: { bar: { columnWidth: '45%' } },
                stroke: { width: [0, 0, 3], curve: 'smooth' },
                dataLabels: { enabled: false },
                xaxis: { categories: labels },
                yaxis: [
                  {
                    seriesName: t('performance.onTime'),
                    labels: { formatter: (v: number) => theme.number(v) }
                  },
                  { seriesName: t('performance.onTime'), show: false },
                  {
                    seriesName: t('performance.rate'),
                    opposite: true,
                    min: 80,
                    max: 100,
                    labels: { formatter: (v: number) => percent(v) }
                  }
                ],
                legend: { position: 'top', horizontalAlign: theme.rtl ? 'right' : 'left' }
              }}
            />
          </ChartFigure>
        )
      }}
    </DataCard>
  )
}
