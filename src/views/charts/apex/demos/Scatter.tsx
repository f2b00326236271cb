import { useTranslation } from 'react-i18next'
import { ApexChart } from '@core/charts/ApexChart'
import { useChartTheme } from '@core/charts/useChartTheme'
import { ChartDemo } from '../../ChartDemo'
import { scatterGroups } from '../../data'
import { useDemoLabels } from '../../useDemoLabels'

/** Study hours against scores, three teams. */
export default function ApexScatter() {
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
    <ChartDemo
      title={t('apex.demos.Scatter.title')}
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
    </ChartDemo>
  )
}
