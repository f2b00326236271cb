import { useTranslation } from 'react-i18next'
import { ApexChart } from '@core/charts/ApexChart'
import { ChartFigure } from '@core/charts/ChartFigure'
import { useChartTheme } from '@core/charts/useChartTheme'
import { DataCard } from '@widgets/cards/DataCard'
import { useAcademyRangeCard } from '../useAcademyCard'

export function TopicsCard() {
  const { t } = useTranslation(['academy', 'cards'])
  const theme = useChartTheme()
  const { range, menu, query } = useAcademyRangeCard()
  return (
    <DataCard title={t('topics.title')} subtitle={t(`cards:range.${range}`)} query={query} action={menu}>
      {({ topics }) => {
        const labels = topics.map((row) => t(`topics.names.${row.topic}`))
        const hours = topics.map((row) => row.hours)
        return (
          <ChartFigure
            title={t('topics.chart')}
            table={{
              labelHeader: t('topics.topic'),
              labels,
              series: [{ name: t('topics.hours'), values: hours }]
            }}
            format={(value) => theme.number(value)}
          >
            <ApexChart
              type="bar"
              height={280}
              series={[{ name: t('topics.hours'), data: hours }]}
              options={{
                colors: [theme.colors.primary],
                plotOptions: { bar: { horizontal: true, barHeight: '55%', borderRadius: 4 } },
                dataLabels: { enabled: false },
                xaxis: { categories: labels, labels: { formatter: (v: string) => theme.number(Number(v)) } },
                yaxis: { opposite: theme.rtl },
                tooltip: {
                  y: { formatter: (v: number) => t('topics.hoursValue', { value: theme.number(v) }) }
                }
              }}
            />
          </ChartFigure>
        )
      }}
    </DataCard>
  )
}
