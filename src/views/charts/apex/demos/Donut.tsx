import { useTranslation } from 'react-i18next'
import { ApexChart } from '@core/charts/ApexChart'
import { useChartTheme } from '@core/charts/useChartTheme'
import { ChartDemo } from '../../ChartDemo'
import { sources } from '../../data'
import { useDemoLabels } from '../../useDemoLabels'

/** Traffic by source as a donut. */
export default function ApexDonut() {
  const { t } = useTranslation('charts')
  const theme = useChartTheme()
  const labels = useDemoLabels().sources
  const values = sources.map((source) => source.value)
  const percent = (v: number) => theme.number(v / 100, { style: 'percent' })
  return (
    <ChartDemo
      title={t('apex.demos.Donut.title')}
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
    </ChartDemo>
  )
}
