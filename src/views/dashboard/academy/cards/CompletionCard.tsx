import { useTranslation } from 'react-i18next'
import { BarLineChart } from '@core/charts/BarLineChart'
import { ChartFigure } from '@core/charts/ChartFigure'
import { useChartTheme } from '@core/charts/useChartTheme'
import { DataCard } from '@widgets/cards/DataCard'
import { usePeriodLabels } from '@widgets/cards/usePeriodLabels'
import { useAcademyRangeCard } from '../useAcademyCard'

export function CompletionCard() {
  const { t } = useTranslation(['academy', 'cards'])
  const theme = useChartTheme()
  const { range, menu, query } = useAcademyRangeCard()
  const labelsOf = usePeriodLabels(range)
  return (
    <DataCard title={t('completion.title')} subtitle={t(`cards:range.${range}`)} query={query} action={menu}>
      {({ completion }) => {
        const labels = labelsOf(completion.periods)
        return (
          <ChartFigure
            title={t('completion.chart')}
            table={{
              labelHeader: t('completion.period'),
              labels,
              series: [
                { name: t('completion.started'), values: completion.started },
                { name: t('completion.completed'), values: completion.completed }
              ]
            }}
            format={(value) => theme.number(value)}
          >
            <BarLineChart
              height={250}
              categories={labels}
              series={[
                {
                  name: t('completion.started'),
                  kind: 'area',
                  data: completion.started,
                  color: theme.colors.info
                },
                {
                  name: t('completion.completed'),
                  kind: 'area',
                  data: completion.completed,
                  color: theme.colors.success
                }
              ]}
              format={(value) => theme.number(value)}
            />
          </ChartFigure>
        )
      }}
    </DataCard>
  )
}
