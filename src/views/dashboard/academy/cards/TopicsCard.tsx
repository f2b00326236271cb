import { useTranslation } from 'react-i18next'
import { BarLineChart } from '@core/charts/BarLineChart'
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
            <BarLineChart
              height={280}
              horizontal
              barWidth={0.55}
              categories={labels}
              series={[{ name: t('topics.hours'), data: hours, color: theme.colors.primary }]}
              format={(value) => theme.number(value)}
              valueText={(value) => t('topics.hoursValue', { value: theme.number(value) })}
            />
          </ChartFigure>
        )
      }}
    </DataCard>
  )
}
