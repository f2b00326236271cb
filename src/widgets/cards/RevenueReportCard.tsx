import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BarLineChart, type BarLineSeries } from '@core/charts/BarLineChart'
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
        const series: BarLineSeries[] = [
          { name: t('revenueReport.earning'), data: data.earning, color: theme.colors.primary },
          { name: t('revenueReport.expense'), data: data.expense, color: theme.colors.warning },
          {
            name: t('revenueReport.budget'),
            kind: 'line',
            dashed: true,
            data: data.budgetLine,
            color: theme.colors.success
          }
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
                <BarLineChart
                  height={390}
                  stacked
                  barWidth={0.35}
                  categories={months}
                  series={series}
                  format={money}
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
