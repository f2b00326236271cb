import { useTranslation } from 'react-i18next'
import { ApexChart } from '@core/charts/ApexChart'
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
            <ApexChart
              type="area"
              height={280}
              series={[
                { name: t('completion.started'), data: completion.started },
                { name: t('completion.completed'), data: completion.completed }
              ]}
              options={{
                colors: [theme.colors.info, theme.colors.success],
                stroke: { width: 2, curve: 'smooth' },
                fill: { type: 'solid', opacity: 0.12 },
                dataLabels: { enabled: false },
                xaxis: { categories: labels },
                yaxis: { labels: { formatter: (v: number) => theme.number(v) } },
                legend: { position: 'top', horizontalAlign: theme.rtl ? 'right' : 'left' }
              }}
            />
          </ChartFigure>
        )
      }}
    </DataCard>
  )
}
