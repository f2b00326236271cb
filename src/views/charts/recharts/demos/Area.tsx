import { useTranslation } from 'react-i18next'
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { useChartTheme } from '@core/charts/useChartTheme'
import { ChartDemo } from '../../ChartDemo'
import { useDemoLabels } from '../../useDemoLabels'
import { rechartsTheme } from '../theme'
import { useMonthRows } from '../useMonthRows'

/** Visits and sales per month as stacked areas. */
export default function RechartsArea() {
  const { t } = useTranslation('charts')
  const theme = useChartTheme()
  const look = rechartsTheme(theme)
  const { series } = useDemoLabels()
  const rows = useMonthRows()
  return (
    <ChartDemo
      title={t('recharts.demos.Area.title')}
      table={{
        labelHeader: t('labels.month'),
        labels: rows.map((r) => r.month),
        series: (['visits', 'sales'] as const).map((key) => ({
          name: series[key],
          values: rows.map((r) => r[key])
        }))
      }}
      format={(v) => theme.number(v)}
    >
      <ResponsiveContainer width="100%" height={300}>
        <AreaChart data={rows} accessibilityLayer={false}>
          <CartesianGrid {...look.grid} />
          <XAxis dataKey="month" {...look.xAxis} />
          <YAxis {...look.yAxis} />
          <Tooltip {...look.tooltip} />
          <Area
            type="monotone"
            dataKey="visits"
            name={series.visits}
            stackId="1"
            stroke={theme.colors.primary}
            fill={theme.colors.primary}
            fillOpacity={0.35}
          />
          <Area
            type="monotone"
            dataKey="sales"
            name={series.sales}
            stackId="1"
            stroke={theme.colors.info}
            fill={theme.colors.info}
            fillOpacity={0.35}
          />
        </AreaChart>
      </ResponsiveContainer>
    </ChartDemo>
  )
}
