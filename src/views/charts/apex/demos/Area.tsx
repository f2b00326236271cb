import { useTranslation } from 'react-i18next'
import { ApexChart } from '@core/charts/ApexChart'
import { useChartTheme } from '@core/charts/useChartTheme'
import { ChartDemo } from '../../ChartDemo'
import { monthly } from '../../data'
import { useDemoLabels } from '../../useDemoLabels'

/** Visits and sales per month as stacked areas. */
export default function ApexArea() {
  const { t } = useTranslation('charts')
  const theme = useChartTheme()
  const { months, series } = useDemoLabels()
  const data = [
    { name: series.visits, data: monthly.visits },
    { name: series.sales, data: monthly.sales }
  ]
  return (
    <ChartDemo
      title={t('apex.demos.Area.title')}
      table={{
        labelHeader: t('labels.month'),
        labels: months,
        series: data.map((s) => ({ name: s.name, values: s.data }))
      }}
      format={(v) => theme.number(v)}
    >
      <ApexChart
        type="area"
        height={300}
        series={data}
        options={{
          xaxis: { categories: months },
          stroke: { curve: 'smooth', width: 2 },
          fill: { type: 'gradient', gradient: { opacityFrom: 0.45, opacityTo: 0.05 } },
          legend: { position: 'top' }
        }}
      />
    </ChartDemo>
  )
}
