import { useTranslation } from 'react-i18next'
import { Radar } from 'react-chartjs-2'
import { useChartTheme } from '@core/charts/useChartTheme'
import { ChartDemo } from '../../ChartDemo'
import { radar } from '../../data'
import { useDemoLabels } from '../../useDemoLabels'
import { chartjsOptions, withAlpha } from '../theme'

const box = { height: 300 }

/** Two products compared on six qualities. */
export default function ChartjsRadar() {
  const { t } = useTranslation('charts')
  const theme = useChartTheme()
  const { axes, products } = useDemoLabels()
  const sets = [
    { label: products[0]!, data: radar.productA, color: theme.colors.primary },
    { label: products[1]!, data: radar.productB, color: theme.colors.danger }
  ]
  return (
    <ChartDemo
      title={t('chartjs.demos.Radar.title')}
      table={{
        labelHeader: t('labels.quality'),
        labels: axes,
        series: sets.map((s) => ({ name: s.label, values: s.data }))
      }}
      format={(v) => theme.number(v)}
    >
      <div style={box}>
        <Radar
          options={chartjsOptions<'radar'>(theme, 'radial')}
          data={{
            labels: axes,
            datasets: sets.map((s) => ({
              label: s.label,
              data: s.data,
              borderColor: s.color,
              backgroundColor: withAlpha(s.color, 0.25),
              pointRadius: 2
            }))
          }}
        />
      </div>
    </ChartDemo>
  )
}
