import { useTranslation } from 'react-i18next'
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { useChartTheme } from '@core/charts/useChartTheme'
import { ChartDemo } from '../../ChartDemo'
import { useDemoLabels } from '../../useDemoLabels'
import { rechartsTheme } from '../theme'
import { useMonthRows } from '../useMonthRows'

/** Sales against expenses per month as bars. */
export default function RechartsBar() {
  const { t } = useTranslation('charts')
  const theme = useChartTheme()
  const look = rechartsTheme(theme)
  const { series } = useDemoLabels()
  const rows = useMonthRows()
  return (
    <ChartDemo
      title={t('recharts.demos.Bar.title')}
      table={{
        labelHeader: t('labels.month'),
        labels: rows.map((r) => r.month),
        series: (['sales', 'expenses'] as const).map((key) => ({
          name: series[key],
          values: rows.map((r) => r[key])
        }))
      }}
      format={(v) => theme.number(v)}
    >
      <ResponsiveContainer width="100%" height={300}>
        <BarChart data={rows} accessibilityLayer={false}>
          <CartesianGrid {...look.grid} vertical={false} />
          <XAxis dataKey="month" {...look.xAxis} />
          <YAxis {...look.yAxis} />
          <Tooltip {...look.tooltip} cursor={{ fill: theme.grid, opacity: 0.4 }} />
          <Legend {...look.legend} />
          <Bar dataKey="sales" name={series.sales} fill={theme.colors.success} radius={[4, 4, 0, 0]} />
          <Bar dataKey="expenses" name={series.expenses} fill={theme.colors.warning} radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </ChartDemo>
  )
}
