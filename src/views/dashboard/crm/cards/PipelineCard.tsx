import { useTranslation } from 'react-i18next'
import { BarLineChart } from '@core/charts/BarLineChart'
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
            <BarLineChart
              height={300}
              barWidth={0.55}
              // Each stage's label carries its deal count on a second line.
              categories={pipeline.map((row, i) => [
                stages[i]!,
                t('pipeline.dealCount', { count: row.deals })
              ])}
              series={[
                {
                  name: t('pipeline.value'),
                  data: pipeline.map((row) => row.value),
                  color: theme.colors.primary
                }
              ]}
              categoryColors={[
                theme.colors.primary,
                theme.colors.info,
                theme.colors.warning,
                theme.colors.secondary,
                theme.colors.success
              ]}
              format={money}
            />
          </ChartFigure>
        )
      }}
    </DataCard>
  )
}
