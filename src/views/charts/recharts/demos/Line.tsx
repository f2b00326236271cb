import { useTranslation } from 'react-i18next'
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { useChartTheme } from '@core/charts/useChartTheme'
import { ChartDemo } from '../../ChartDemo'
import { useDemoLabels } from '../../useDemoLabels'
import { rechartsTheme } from '../theme'
import { useMonthRows } from '../useMonthRows'

/** Visits, sales and expenses per month as lines. */
export default function RechartsLine() {
  const { t } = useTranslation('charts')
  const theme = useChartTheme()
  const look = rechartsTheme(theme)
  const { series } = useDemoLabels()
  const rows = useMonthRows()
  const keys = [
    ['visits', theme.colors.primary],
    ['sales', theme.colors.success],
    ['expenses', theme.colors.danger]
  ] as const
  return (
    <ChartDemo
      title={t('recharts.demos.Line.title')}
      table={{
        labelHeader: t('labels.month'),
        labels: rows.map((r) => r.month),
        series: keys.map(([key]) => ({ name: series[key], values: rows.map((r) => r[key]) }))
      }}
      format={(v) => theme.number(v)}
    >
      <ResponsiveContainer width="100%" height={320}>
        <LineChart data={rows} accessibilityLayer={false}>
          <CartesianGrid {...look.grid} />
          <XAxis dataKey="month" {...look.xAxis} />
          <YAxis {...look.yAxis} />
          <Tooltip {...look.tooltip} />
          <Legend {...look.legend} />
          {keys.map(([key, color]) => (
            <Line
              key={key}
              type="monotone"
              dataKey={key}
              name={series[key]}
              stroke={color}
              strokeWidth={2}
              dot={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </ChartDemo>
  )
}
