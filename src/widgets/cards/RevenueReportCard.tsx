import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApexChart } from '@core/charts/ApexChart'
import { ChartFigure } from '@core/charts/ChartFigure'
import { useChartTheme } from '@core/charts/useChartTheme'
import { useGetRevenueReportQuery } from './api'
import { reportYears, type ReportYear } from './contract'
import { DataCard } from './DataCard'
import { RangeMenu } from './RangeMenu'
import { RevenueSummary } from './RevenueSummary'
import { useMonths } from '@core/hooks/useCalendarNames'
import { useMoney } from '@core/hooks/useMoney'

export function RevenueReportCard() {
  const { t } = useTranslation('cards')
  const theme = useChartTheme()
  const months = useMonths()
  const [year, setYear] = useState<ReportYear>(reportYears[0])
  const query = useGetRevenueReportQuery(year)
  const toMoney = useMoney()
  const money = (value: number) => toMoney(value, 'whole')
  const menu = (
    <RangeMenu
      value={year}
      options={reportYears}
      onChange={setYear}
      label={String}
      name={t('revenueReport.year')}
    />
  )
  return (
    <DataCard title={t('revenueReport.title')} subtitle={String(year)} query={query} action={menu}>
      {(data) => {
        const series = [
          { name: t('revenueReport.earning'), type: 'bar', data: data.earning },
          { name: t('revenueReport.expense'), type: 'bar', data: data.expense },
          { name: t('revenueReport.budget'), type: 'line', data: data.budgetLine }
        ]
        return (
          <div className="row g-3">
            <div className="col-lg-8">
              <ChartFigure
                title={t('revenueReport.chart', { year })}
                table={{
                  labelHeader: t('labels.month'),
                  labels: months,
                  series: series.map((s) => ({ name: s.name, values: s.data }))
                }}
                format={money}
              >
                <ApexChart
                  type="bar"
                  height={420}
                  series={series}
                  options={{
                    chart: { stacked: true },
                    xaxis: { categories: months },
                    colors: [theme.colors.primary, theme.colors.warning, theme.colors.success],
                    plotOptions: { bar: { columnWidth: '35%', borderRadius: 3 } },
                    stroke: { width: [0, 0, 3], curve: 'smooth', dashArray: [0, 0, 5] },
                    legend: { position: 'top', horizontalAlign: theme.rtl ? 'right' : 'left' },
                    tooltip: { y: { formatter: (value: number) => money(value) } }
                  }}
                />
              </ChartFigure>
            </div>
            <div className="col-lg-4">
              <RevenueSummary year={year} months={months} report={data} money={money} />
            </div>
          </div>
        )
      }}
    </DataCard>
  )
}
