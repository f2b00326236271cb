import { useTranslation } from 'react-i18next'
import { GaugeChart } from '@core/charts/RingChart'
import { ChartFigure } from '@core/charts/ChartFigure'
import { useChartTheme } from '@core/charts/useChartTheme'
import { useGetProductOrdersQuery } from './api'
import { DataCard } from './DataCard'
import { LegendList } from './LegendList'
import { useTimeRangeMenu } from './RangeMenu'

const states = ['finished', 'pending', 'rejected'] as const
const colors = { finished: 'primary', pending: 'warning', rejected: 'danger' } as const

export function ProductOrdersCard() {
  const { t } = useTranslation('cards')
  const theme = useChartTheme()
  const [range, menu] = useTimeRangeMenu()
  const query = useGetProductOrdersQuery(range)
  return (
    <DataCard title={t('productOrders.title')} subtitle={t(`range.${range}`)} query={query} action={menu}>
      {(data) => {
        const total = states.reduce((sum, state) => sum + data.chart_info[state], 0)
        const items = states.map((state) => ({
          key: state,
          label: t(`productOrders.${state}`),
          value: data.chart_info[state],
          color: colors[state]
        }))
        return (
          <>
            <ChartFigure
              title={t('productOrders.chart')}
              table={{
                labelHeader: t('labels.state'),
                labels: items.map((i) => i.label),
                series: [{ name: t('labels.orders'), values: items.map((i) => i.value) }]
              }}
              format={(v) => theme.number(v)}
            >
              <GaugeChart
                height={300}
                rings={items.map((item) => ({
                  name: item.label,
                  value: Math.round((item.value / total) * 100),
                  color: theme.colors[item.color]
                }))}
                format={(value) => theme.number(value / 100, { style: 'percent' })}
                hole={0.3}
                centre={{ label: t('labels.total'), value: theme.number(total, { notation: 'compact' }) }}
              />
            </ChartFigure>
            <LegendList items={items.map((item) => ({ ...item, text: theme.number(item.value) }))} />
          </>
        )
      }}
    </DataCard>
  )
}
