import { useTranslation } from 'react-i18next'
import { Bar } from 'react-chartjs-2'
import { useChartTheme } from '@core/charts/useChartTheme'
import { ChartDemo } from '../../ChartDemo'
import { monthly } from '../../data'
import { useDemoLabels } from '../../useDemoLabels'
import { chartjsOptions } from '../theme'

const box = { height: 300 }

/** Sales per month as bars. */
export default function ChartjsBar() {
  const { t } = useTranslation('charts')
  const theme = useChartTheme()
  const { months, series } = useDemoLabels()
  return (
    <ChartDemo
      title={t('chartjs.demos.Bar.title')}
      table={{
        labelHeader: t('labels.month'),
        labels: months,
        series: [{ name: series.sales, values: monthly.sales }]
      }}
      format={(v) => theme.number(v)}
    >
      <div style={box}>
        <Bar
          options={chartjsOptions<'bar'>(theme, 'xy')}
          data={{
            labels: months,
            datasets: [
              {
                label: series.sales,
                data: monthly.sales,
                backgroundColor: theme.colors.success,
                borderRadius: 4,
                maxBarThickness: 18
              }
            ]
          }}
        />
      </div>
    </ChartDemo>
  )
}
