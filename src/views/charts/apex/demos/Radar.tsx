import { useTranslation } from 'react-i18next'
import { ApexChart } from '@core/charts/ApexChart'
import { useChartTheme } from '@core/charts/useChartTheme'
import { ChartDemo } from '../../ChartDemo'
import { radar } from '../../data'
import { useDemoLabels } from '../../useDemoLabels'

/** Two products compared on six qualities. */
export default function ApexRadar() {
  const { t } = useTranslation('charts')
  const theme = useChartTheme()
  const { axes, products } = useDemoLabels()
  const series = [
    { name: products[0]!, data: radar.productA },
    { name: products[1]!, data: radar.productB }
  ]
  return (
    <ChartDemo
      title={t('apex.demos.Radar.title')}
      table={{
        labelHeader: t('labels.quality'),
        labels: axes,
        series: series.map((s) => ({ name: s.name, values: s.data }))
      }}
      format={(v) => theme.number(v)}
    >
      <ApexChart
        type="radar"
        height={320}
        series={series}
        options={{
          labels: axes,
          stroke: { width: 2 },
          fill: { opacity: 0.25 },
          markers: { size: 3 },
          yaxis: { show: false },
          legend: { position: 'bottom' },
          plotOptions: { radar: { polygons: { strokeColors: theme.grid, connectorColors: theme.grid } } },
          xaxis: { labels: { style: { colors: Array(axes.length).fill(theme.text) } } }
        }}
      />
    </ChartDemo>
  )
}
