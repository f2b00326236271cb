import { useTranslation } from 'react-i18next'
import { ApexChart } from '@core/charts/ApexChart'
import { useChartTheme } from '@core/charts/useChartTheme'
import { ChartDemo } from '../../ChartDemo'
import { goals } from '../../data'
import { useDemoLabels } from '../../useDemoLabels'

/** Each team's progress to its goal as rings. */
export default function ApexRadial() {
  const { t } = useTranslation('charts')
  const theme = useChartTheme()
  const labels = useDemoLabels().goals
  const values = goals.map((goal) => goal.value)
  const percent = (v: number) => theme.number(v / 100, { style: 'percent' })
  return (
    <ChartDemo
      title={t('apex.demos.Radial.title')}
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
    </ChartDemo>
  )
}
