import { useTranslation } from 'react-i18next'
import { Scatter } from 'react-chartjs-2'
import { useChartTheme } from '@core/charts/useChartTheme'
import { ChartDemo } from '../../ChartDemo'
import { scatterGroups } from '../../data'
import { useDemoLabels } from '../../useDemoLabels'
import { chartjsOptions } from '../theme'

const box = { height: 300 }

/** Study hours against scores, three teams. */
export default function ChartjsScatter() {
  const { t } = useTranslation('charts')
  const theme = useChartTheme()
  const { groups } = useDemoLabels()
  const rows = scatterGroups.flatMap((group, i) => group.points.map((p) => ({ label: groups[i]!, ...p })))
  return (
    <ChartDemo
      title={t('chartjs.demos.Scatter.title')}
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
      <div style={box}>
        <Scatter
          options={chartjsOptions<'scatter'>(theme, 'xy')}
          data={{
            datasets: scatterGroups.map((group, i) => ({
              label: groups[i]!,
              data: group.points,
              backgroundColor: theme.palette[i],
              pointRadius: 5
            }))
          }}
        />
      </div>
    </ChartDemo>
  )
}
