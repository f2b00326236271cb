import { useTranslation } from 'react-i18next'
import { BarLineChart } from '@core/charts/BarLineChart'
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
          { name: t('movement.new'), data: m.new, color: theme.colors.primary },
          { name: t('movement.expansion'), data: m.expansion, color: theme.colors.success },
          {
            name: t('movement.contraction'),
            data: m.contraction.map((v) => -v),
            color: theme.colors.warning
          },
          { name: t('movement.churn'), data: m.churn.map((v) => -v), color: theme.colors.danger }
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
            <BarLineChart
              height={290}
              stacked
              categories={labels}
              series={series}
              format={money}
              valueText={(value) => money(Math.abs(value))}
            />
          </ChartFigure>
        )
      }}
    </DataCard>
  )
}
