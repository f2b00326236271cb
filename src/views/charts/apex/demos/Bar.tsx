import { useTranslation } from 'react-i18next'
import { ApexChart } from '@core/charts/ApexChart'
import { useChartTheme } from '@core/charts/useChartTheme'
import { ChartDemo } from '../../ChartDemo'
import { monthly } from '../../data'
import { useDemoLabels } from '../../useDemoLabels'

/** Visits of the first six months as horizontal bars. */
export default function ApexBar() {
  const { t } = useTranslation('charts')
  const theme = useChartTheme()
  const { months, series } = useDemoLabels()
  const labels = months.slice(0, 6)
  const values = monthly.visits.slice(0, 6)
  return (
    <ChartDemo
      title={t('apex.demos.Bar.title')}
      table={{ labelHeader: t('labels.month'), labels, series: [{ name: series.visits, values }] }}
      format={(v) => theme.number(v)}
    >
      <ApexChart
        type="bar"
        height={300}
        series={[{ name: series.visits, data: values }]}
        options={{
          plotOptions: { bar: { horizontal: true, barHeight: '45%', borderRadius: 4 } },
          xaxis: { categories: labels },
          colors: [theme.colors.success],
          yaxis: { labels: { formatter: undefined } }
        }}
      />
    </ChartDemo>
  )
}
