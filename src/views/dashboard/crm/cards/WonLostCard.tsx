import { useTranslation } from 'react-i18next'
import { BarLineChart } from '@core/charts/BarLineChart'
import { ChartFigure } from '@core/charts/ChartFigure'
import { useChartTheme } from '@core/charts/useChartTheme'
import { DataCard } from '@widgets/cards/DataCard'
import { usePeriodLabels } from '@widgets/cards/usePeriodLabels'
import { useCrmRangeCard } from '../useCrmCard'

export function WonLostCard() {
  const { t } = useTranslation(['crm', 'cards'])
  const theme = useChartTheme()
  const { range, menu, query } = useCrmRangeCard()
  const labelsOf = usePeriodLabels(range)
  return (
    <DataCard
      title={t('wonLost.title')}
      subtitle={t(`cards:range.${range}`)}
      query={query}
      share={({ wonLost }) => ({ range, wonLost })}
      action={menu}
    >
      {({ wonLost }) => {
        const labels = labelsOf(wonLost.periods)
        const series = [
          { name: t('wonLost.won'), data: wonLost.won, color: theme.colors.success },
          { name: t('wonLost.lost'), data: wonLost.lost, color: theme.colors.danger }
        ]
        return (
          <ChartFigure
            title={t('wonLost.chart')}
            table={{
              labelHeader: t('wonLost.period'),
              labels,
              series: series.map((s) => ({ name: s.name, values: s.data }))
            }}
            format={(value) => theme.number(value)}
          >
            <BarLineChart
              height={270}
              categories={labels}
              series={series}
              format={(value) => theme.number(value)}
            />
          </ChartFigure>
        )
      }}
    </DataCard>
  )
}
