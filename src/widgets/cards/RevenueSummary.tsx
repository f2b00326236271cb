import { Download } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'
import { BarLineChart } from '@core/charts/BarLineChart'
import { ChartFigure } from '@core/charts/ChartFigure'
import { useChartTheme } from '@core/charts/useChartTheme'
import { downloadFile, toCsv } from '@/utility/csv'
import type { RevenueReport } from './contract'
import { Meter } from './Meter'

interface Props {
  year: number
  months: string[]
  report: RevenueReport
  money: (value: number) => string
}

/** The year against its budget: the total, how much of the budget it is, the budget by month, and the data. */
export function RevenueSummary({ year, months, report, money }: Props) {
  const { t } = useTranslation('cards')
  const theme = useChartTheme()
  const share = report.price / report.budget
  const budget = t('revenueReport.budget')
  const download = () =>
    downloadFile(
      `revenue-${year}.csv`,
      toCsv(
        months.map((month, i) => ({ month, i })),
        [
          { header: t('labels.month'), value: (row) => row.month },
          { header: t('revenueReport.earning'), value: (row) => report.earning[row.i] },
          { header: t('revenueReport.expense'), value: (row) => report.expense[row.i] },
          { header: budget, value: (row) => report.budgetLine[row.i] }
        ]
      )
    )
  return (
    <div className="d-flex flex-column h-100 gap-3 text-center">
      <div>
        <p className="h3 fw-semibold mb-1">
          <bdi dir="ltr">{money(report.price)}</bdi>
        </p>
        <p className="mb-2">
          <span className="fw-semibold">{budget}:</span> <bdi dir="ltr">{money(report.budget)}</bdi>
        </p>
        <Meter value={share * 100} color="primary" label={t('revenueReport.progress')} className="mb-2" />
        <p className="small text-body-secondary mb-0">
          {t('revenueReport.share', { value: theme.number(share, { style: 'percent' }) })}
        </p>
      </div>
      <ChartFigure
        title={t('revenueReport.budgetChart', { year })}
        table={{
          labelHeader: t('labels.month'),
          labels: months,
          series: [{ name: budget, values: report.budgetLine }]
        }}
        format={money}
      >
        <BarLineChart
          height={120}
          categories={months}
          series={[{ name: budget, data: report.budgetLine, color: theme.colors.success, kind: 'area' }]}
          format={money}
          valueAxis={false}
        />
      </ChartFigure>
      <Button color="primary" outline className="mt-auto align-self-center" onClick={download}>
        <Download size={16} className="me-1" aria-hidden="true" />
        {t('revenueReport.download')}
      </Button>
    </div>
  )
}
