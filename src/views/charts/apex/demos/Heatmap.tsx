import { useTranslation } from 'react-i18next'
import { ApexChart } from '@core/charts/ApexChart'
import { useChartTheme } from '@core/charts/useChartTheme'
import { useWeekdays } from '@core/hooks/useCalendarNames'
import { ChartDemo } from '../../ChartDemo'
import { heatmap, heatmapSlots } from '../../data'

/** Server load per weekday and time of day. */
export default function ApexHeatmap() {
  const { t } = useTranslation('charts')
  const theme = useChartTheme()
  const weekdays = useWeekdays()
  const series = heatmap.map((row, day) => ({ name: weekdays[day]!, data: row })).reverse()
  return (
    <ChartDemo
      title={t('apex.demos.Heatmap.title')}
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
    </ChartDemo>
  )
}
