import { useTranslation } from 'react-i18next'
import { ApexChart } from '@core/charts/ApexChart'
import { useChartTheme } from '@core/charts/useChartTheme'
import { ChartDemo } from '../../ChartDemo'
import { monthly } from '../../data'
import { useDemoLabels } from '../../useDemoLabels'

/** Sales against expenses per month as columns. */
export default function ApexColumn() {
  const { t } = useTranslation('charts')
  const theme = useChartTheme()
  const { months, series } = useDemoLabels()
  const data = [
    { name: series.sales, data: monthly.sales },
    { name: series.expenses, data: monthly.expenses }
  ]
  return (
    <ChartDemo
      title={t('apex.demos.Column.title')}
      table={{
        labelHeader: t('labels.month'),
        labels: months,
        series: data.map((s) => ({ name: s.name, values: s.data }))
      }}
      format={(v) => theme.number(v)}
    >
      <ApexChart
        type="bar"
        height={300}
        series={data}
        options={{
          xaxis: { categories: months },
          plotOptions: { bar: { columnWidth: '55%', borderRadius: 3 } },
          colors: [theme.colors.info, theme.colors.secondary],
          legend: { position: 'top' }
        }}
      />
    </ChartDemo>
  )
}
