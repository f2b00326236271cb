import { useTranslation } from 'react-i18next'
import { Line } from 'react-chartjs-2'
import { useChartTheme } from '@core/charts/useChartTheme'
import { ChartDemo } from '../../ChartDemo'
import { monthly } from '../../data'
import { useDemoLabels } from '../../useDemoLabels'
import { chartjsOptions, withAlpha } from '../theme'

const box = { height: 300 }

/** Visits and sales per month as filled areas. */
export default function ChartjsArea() {
  const { t } = useTranslation('charts')
  const theme = useChartTheme()
  const { months, series } = useDemoLabels()
  const sets = [
    { label: series.visits, data: monthly.visits, color: theme.colors.primary },
    { label: series.sales, data: monthly.sales, color: theme.colors.info }
  ]
  return (
    <ChartDemo
      title={t('chartjs.demos.Area.title')}
      table={{
        labelHeader: t('labels.month'),
        labels: months,
        series: sets.map((s) => ({ name: s.label, values: s.data }))
      }}
      format={(v) => theme.number(v)}
    >
      <div style={box}>
        <Line
          options={chartjsOptions<'line'>(theme, 'xy')}
          data={{
            labels: months,
            datasets: sets.map((s) => ({
              label: s.label,
              data: s.data,
              borderColor: s.color,
              backgroundColor: withAlpha(s.color, 0.25),
              fill: true,
              tension: 0.4,
              pointRadius: 0
            }))
          }}
        />
      </div>
    </ChartDemo>
  )
}
