import { useTranslation } from 'react-i18next'
import { ApexChart } from '@core/charts/ApexChart'
import { ChartFigure } from '@core/charts/ChartFigure'
import { useChartTheme } from '@core/charts/useChartTheme'
import { useMoney } from '@core/hooks/useMoney'
import { DataCard } from '@widgets/cards/DataCard'
import { useCrmTodayCard } from '../useCrmCard'

export function PipelineCard() {
  const { t } = useTranslation('crm')
  const theme = useChartTheme()
  const toMoney = useMoney()
  const money = (value: number) => toMoney(value, 'compact')
  const query = useCrmTodayCard()
  return (
    <DataCard
      title={t('pipeline.title')}
      subtitle={t('pipeline.subtitle')}
      query={query}
      share={({ pipeline }) => ({ pipeline })}
    >
      {({ pipeline }) => {
        const stages = pipeline.map((row) => t(`stages.${row.stage}`))
        return (
          <ChartFigure
            title={t('pipeline.chart')}
            table={{
              labelHeader: t('pipeline.stage'),
              labels: stages,
              series: [
                { name: t('pipeline.value'), values: pipeline.map((row) => money(row.value)) },
                { name: t('pipeline.deals'), values: pipeline.map((row) => row.deals) }
              ]
            }}
          >
            <ApexChart
              type="bar"
              height={300}
              series={[{ name: t('pipeline.value'), data: pipeline.map((row) => row.value) }]}
              options={{
                plotOptions: {
                  bar: { columnWidth: '55%', borderRadius: 4, distributed: true }
                },
                colors: [
                  theme.colors.primary,
                  theme.colors.info,
                  theme.colors.warning,
                  theme.colors.secondary,
                  theme.colors.success
                ],
                legend: { show: false },
                dataLabels: { enabled: false },
                // Each stage's label carries its deal count on a second line.
                xaxis: {
                  categories: pipeline.map((row, i) => [
                    stages[i]!,
                    t('pipeline.dealCount', { count: row.deals })
                  ])
                },
                yaxis: { labels: { formatter: (value: number) => money(value) } },
                tooltip: { y: { formatter: (value: number) => money(value) } }
              }}
            />
          </ChartFigure>
        )
      }}
    </DataCard>
  )
}
