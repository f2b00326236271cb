import { useTranslation } from 'react-i18next'
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis
} from 'recharts'
import { useChartTheme } from '@core/charts/useChartTheme'
import { ChartDemo } from '../../ChartDemo'
import { monthly } from '../../data'
import { useDemoLabels } from '../../useDemoLabels'
import { rechartsTheme } from '../theme'

/** Sales as bars with visits as a line, on one chart. */
export default function RechartsComposed() {
  const { t } = useTranslation('charts')
  const theme = useChartTheme()
  const look = rechartsTheme(theme)
  const { months, series } = useDemoLabels()
  const rows = months.map((month, i) => ({ month, sales: monthly.sales[i]!, visits: monthly.visits[i]! }))
  return (
    <ChartDemo
      title={t('recharts.demos.Composed.title')}
      table={{
        labelHeader: t('labels.month'),
        labels: months,
        series: [
          { name: series.sales, values: monthly.sales },
          { name: series.visits, values: monthly.visits }
        ]
      }}
      format={(v) => theme.number(v)}
    >
      <ResponsiveContainer width="100%" height={300}>
        <ComposedChart data={rows} accessibilityLayer={false}>
          <CartesianGrid {...look.grid} vertical={false} />
          <XAxis dataKey="month" {...look.xAxis} />
          <YAxis {...look.yAxis} />
          <Tooltip {...look.tooltip} />
          <Legend {...look.legend} />
          <Bar
            dataKey="sales"
            name={series.sales}
            fill={theme.colors.info}
            radius={[4, 4, 0, 0]}
            barSize={16}
          />
          <Line
            type="monotone"
            dataKey="visits"
            name={series.visits}
            stroke={theme.colors.warning}
            strokeWidth={2}
            dot={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </ChartDemo>
  )
}
