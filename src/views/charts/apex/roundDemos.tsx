import { useTranslation } from 'react-i18next'
import { ApexChart } from '@core/charts/ApexChart'
import { useChartTheme } from '@core/charts/useChartTheme'
import { ChartCard } from '../ChartCard'
import { goals, radar, sources } from '../data'
import { useDemoLabels } from '../useDemoLabels'

export function RadialDemo() {
  const { t } = useTranslation('charts')
  const theme = useChartTheme()
  const labels = useDemoLabels().goals
  const values = goals.map((goal) => goal.value)
  const percent = (v: number) => theme.number(v / 100, { style: 'percent' })
  return (
    <ChartCard
      heading={t('apex.radial')}
      title={t('apex.radial')}
      table={{ labelHeader: t('labels.team'), labels, series: [{ name: t('labels.progress'), values }] }}
      format={percent}
    >
      <ApexChart
        type="radialBar"
        height={320}
        series={values}
        options={{
          labels,
          plotOptions: {
            radialBar: {
              track: { background: theme.grid },
              dataLabels: {
                name: { color: theme.text },
                value: { color: theme.heading, formatter: (v: number) => percent(v) },
                total: {
                  show: true,
                  label: t('labels.average'),
                  color: theme.text,
                  formatter: () => percent(values.reduce((a, b) => a + b, 0) / values.length)
                }
              }
            }
          },
          legend: { show: true, position: 'bottom' }
        }}
      />
    </ChartCard>
  )
}

export function RadarDemo() {
  const { t } = useTranslation('charts')
  const theme = useChartTheme()
  const { axes, products } = useDemoLabels()
  const series = [
    { name: products[0]!, data: radar.productA },
    { name: products[1]!, data: radar.productB }
  ]
  return (
    <ChartCard
      heading={t('apex.radar')}
      title={t('apex.radar')}
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
    </ChartCard>
  )
}

export function DonutDemo() {
  const { t } = useTranslation('charts')
  const theme = useChartTheme()
  const labels = useDemoLabels().sources
  const values = sources.map((source) => source.value)
  const percent = (v: number) => theme.number(v / 100, { style: 'percent' })
  return (
    <ChartCard
      heading={t('apex.donut')}
      title={t('apex.donut')}
      table={{ labelHeader: t('labels.source'), labels, series: [{ name: t('labels.share'), values }] }}
      format={percent}
    >
      <ApexChart
        type="donut"
        height={320}
        series={values}
        options={{
          labels,
          legend: { position: 'bottom' },
          stroke: { width: 0 },
          dataLabels: { enabled: true, formatter: (v: number) => percent(v) },
          plotOptions: {
            pie: {
              donut: {
                labels: {
                  show: true,
                  name: { color: theme.text },
                  value: { color: theme.heading, formatter: (v: string) => percent(Number(v)) },
                  total: {
                    show: true,
                    label: labels[0],
                    color: theme.text,
                    formatter: () => percent(values[0]!)
                  }
                }
              }
            }
          }
        }}
      />
    </ChartCard>
  )
}
