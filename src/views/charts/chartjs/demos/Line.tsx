import { useTranslation } from 'react-i18next'
import { Line } from 'react-chartjs-2'
import { useChartTheme } from '@core/charts/useChartTheme'
import { ChartDemo } from '../../ChartDemo'
import { monthly } from '../../data'
import { useDemoLabels } from '../../useDemoLabels'
import { chartjsOptions } from '../theme'

/** Visits, sales and expenses per month as lines. */
export default function ChartjsLine() {
  const { t } = useTranslation('charts')
  const theme = useChartTheme()
  const { months, series } = useDemoLabels()
  const sets = [
    { label: series.visits, data: monthly.visits, color: theme.colors.primary },
    { label: series.sales, data: monthly.sales, color: theme.colors.success },
    { label: series.expenses, data: monthly.expenses, color: theme.colors.danger }
  ]
  return (
    <ChartDemo
      title={t('chartjs.demos.Line.title')}
      table={{
        labelHeader: t('labels.month'),
        labels: months,
        series: sets.map((s) => ({ name: s.label, values: s.data }))
      }}
      format={(v) => theme.number(v)}
    >
      <div style={{ height: 340 }}>
        <Line
          options={chartjsOptions<'line'>(theme, 'xy')}
          data={{
            labels: months,
            datasets: sets.map((s) => ({
              label: s.label,
              data: s.data,
              borderColor: s.color,
              backgroundColor: s.color,
              tension: 0.4,
              pointRadius: 2
            }))
          }}
        />
      </div>
    </ChartDemo>
  )
}
