import { useTranslation } from 'react-i18next'
import { ApexChart } from '@core/charts/ApexChart'
import { useChartTheme } from '@core/charts/useChartTheme'
import { ChartDemo } from '../../ChartDemo'
import { candles } from '../../data'

/** A share's daily open, high, low and close. */
export default function ApexCandlestick() {
  const { t } = useTranslation('charts')
  const theme = useChartTheme()
  const labels = candles.map((c) => theme.date(c.time, { day: 'numeric', month: 'short', timeZone: 'UTC' }))
  const columns = (['open', 'high', 'low', 'close'] as const).map((key) => ({
    name: t(`labels.${key}`),
    values: candles.map((c) => c[key])
  }))
  return (
    <ChartDemo
      title={t('apex.demos.Candlestick.title')}
      table={{ labelHeader: t('labels.day'), labels, series: columns }}
      format={(v) => theme.number(v)}
    >
      <ApexChart
        type="candlestick"
        height={300}
        series={[
          {
            name: t('labels.price'),
            data: candles.map((c) => ({ x: c.time, y: [c.open, c.high, c.low, c.close] }))
          }
        ]}
        options={{
          xaxis: {
            type: 'datetime',
            labels: {
              formatter: (value: string) =>
                theme.date(Number(value), { day: 'numeric', month: 'short', timeZone: 'UTC' })
            }
          },
          plotOptions: {
            candlestick: { colors: { upward: theme.colors.success, downward: theme.colors.danger } }
          }
        }}
      />
    </ChartDemo>
  )
}
