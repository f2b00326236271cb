import { useTranslation } from 'react-i18next'
import { PolarArea } from 'react-chartjs-2'
import { useChartTheme } from '@core/charts/useChartTheme'
import { ChartDemo } from '../../ChartDemo'
import { goals } from '../../data'
import { useDemoLabels } from '../../useDemoLabels'
import { chartjsOptions, withAlpha } from '../theme'

const box = { height: 300 }

/** Each team's progress to its goal as a polar area. */
export default function ChartjsPolarArea() {
  const { t } = useTranslation('charts')
  const theme = useChartTheme()
  const labels = useDemoLabels().goals
  const values = goals.map((goal) => goal.value)
  return (
    <ChartDemo
      title={t('chartjs.demos.PolarArea.title')}
      table={{ labelHeader: t('labels.team'), labels, series: [{ name: t('labels.progress'), values }] }}
      format={(v) => theme.number(v / 100, { style: 'percent' })}
    >
      <div style={box}>
        <PolarArea
          options={chartjsOptions<'polarArea'>(theme, 'radial')}
          data={{
            labels,
            datasets: [
              {
                data: values,
                backgroundColor: theme.palette.slice(0, 3).map((c) => withAlpha(c, 0.75)),
                borderColor: theme.surface
              }
            ]
          }}
        />
      </div>
    </ChartDemo>
  )
}
