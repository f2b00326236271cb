import { useTranslation } from 'react-i18next'
import { Bar } from 'react-chartjs-2'
import { useChartTheme } from '@core/charts/useChartTheme'
import { ChartDemo } from '../../ChartDemo'
import { monthly } from '../../data'
import { useDemoLabels } from '../../useDemoLabels'
import { chartjsOptions } from '../theme'

const box = { height: 300 }

/** Visits and expenses of the first half-year as horizontal bars. */
export default function ChartjsHorizontalBar() {
  const { t } = useTranslation('charts')
  const theme = useChartTheme()
  const { months, series } = useDemoLabels()
  const labels = months.slice(0, 6)
  const options = chartjsOptions<'bar'>(theme, 'xy')
  return (
    <ChartDemo
      title={t('chartjs.demos.HorizontalBar.title')}
      table={{
        labelHeader: t('labels.month'),
        labels,
        series: [
          { name: series.visits, values: monthly.visits.slice(0, 6) },
          { name: series.expenses, values: monthly.expenses.slice(0, 6) }
        ]
      }}
      format={(v) => theme.number(v)}
    >
      <div style={box}>
        <Bar
          options={{ ...options, indexAxis: 'y' }}
          data={{
            labels,
            datasets: [
              {
                label: series.visits,
                data: monthly.visits.slice(0, 6),
                backgroundColor: theme.colors.info,
                borderRadius: 4,
                maxBarThickness: 14
              },
              {
                label: series.expenses,
                data: monthly.expenses.slice(0, 6),
                backgroundColor: theme.colors.warning,
                borderRadius: 4,
                maxBarThickness: 14
              }
            ]
          }}
        />
      </div>
    </ChartDemo>
  )
}
