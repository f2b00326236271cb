import { useTranslation } from 'react-i18next'
import { ApexChart } from '@core/charts/ApexChart'
import { useChartTheme } from '@core/charts/useChartTheme'
import { useWeekdays } from '@/utility/hooks/useCalendarNames'
import { ChartCard } from '../ChartCard'
import { candles, heatmap, heatmapSlots, scatterGroups } from '../data'
import { useDemoLabels } from '../useDemoLabels'

export function ScatterDemo() {
  const { t } = useTranslation('charts')
  const theme = useChartTheme()
  const { groups } = useDemoLabels()
  const series = scatterGroups.map((group, i) => ({
    name: groups[i]!,
    data: group.points.map((p) => [p.x, p.y])
  }))
  const rows = scatterGroups.flatMap((group, i) =>
    group.points.map((p) => ({ label: groups[i]!, x: p.x, y: p.y }))
  )
  return (
    <ChartCard
      heading={t('apex.scatter')}
      title={t('apex.scatter')}
      table={{
        labelHeader: t('labels.group'),
        labels: rows.map((r) => r.label),
        series: [
          { name: t('labels.hours'), values: rows.map((r) => r.x) },
          { name: t('labels.score'), values: rows.map((r) => r.y) }
        ]
      }}
      format={(v) => theme.number(v)}
    >
      <ApexChart
        type="scatter"
        height={300}
        series={series}
        options={{
          xaxis: { type: 'numeric', tickAmount: 8, title: { text: t('labels.hours') } },
          legend: { position: 'top' },
          markers: { size: 6 }
        }}
      />
    </ChartCard>
  )
}

export function HeatmapDemo() {
  const { t } = useTranslation('charts')
  const theme = useChartTheme()
  const weekdays = useWeekdays()
  const series = heatmap.map((row, day) => ({ name: weekdays[day]!, data: row })).reverse()
  return (
    <ChartCard
      heading={t('apex.heatmap')}
      title={t('apex.heatmap')}
      table={{
        labelHeader: t('labels.day'),
        labels: weekdays,
        series: heatmapSlots.map((slot, i) => ({ name: slot, values: heatmap.map((row) => row[i]!) }))
      }}
      format={(v) => theme.number(v)}
    >
      <ApexChart
        type="heatmap"
        height={300}
        series={series}
        options={{
          xaxis: { categories: heatmapSlots },
          colors: [theme.colors.primary],
          plotOptions: { heatmap: { radius: 3 } },
          stroke: { colors: [theme.surface], width: 2 }
        }}
      />
    </ChartCard>
  )
}

export function CandlestickDemo() {
  const { t } = useTranslation('charts')
  const theme = useChartTheme()
  const labels = candles.map((c) => theme.date(c.time, { day: 'numeric', month: 'short', timeZone: 'UTC' }))
  const columns = (['open', 'high', 'low', 'close'] as const).map((key) => ({
    name: t(`labels.${key}`),
    values: candles.map((c) => c[key])
  }))
  return (
    <ChartCard
      heading={t('apex.candlestick')}
      title={t('apex.candlestick')}
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
    </ChartCard>
  )
}
