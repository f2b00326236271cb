import { useTranslation } from 'react-i18next'
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Scatter,
  ScatterChart,
  Tooltip,
  XAxis,
  YAxis,
  ZAxis
} from 'recharts'
import { useChartTheme } from '@core/charts/useChartTheme'
import { ChartCard } from '../ChartCard'
import { monthly, scatterGroups } from '../data'
import { useDemoLabels } from '../useDemoLabels'
import { rechartsTheme } from './theme'

function useMonthRows() {
  const { months } = useDemoLabels()
  return months.map((month, i) => ({
    month,
    visits: monthly.visits[i]!,
    sales: monthly.sales[i]!,
    expenses: monthly.expenses[i]!
  }))
}

export function LineDemo() {
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
    <ChartCard
      heading={t('recharts.line')}
      title={t('recharts.line')}
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
    </ChartCard>
  )
}

export function AreaDemo() {
  const { t } = useTranslation('charts')
  const theme = useChartTheme()
  const look = rechartsTheme(theme)
  const { series } = useDemoLabels()
  const rows = useMonthRows()
  return (
    <ChartCard
      heading={t('recharts.area')}
      title={t('recharts.area')}
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
    </ChartCard>
  )
}

export function BarDemo() {
  const { t } = useTranslation('charts')
  const theme = useChartTheme()
  const look = rechartsTheme(theme)
  const { series } = useDemoLabels()
  const rows = useMonthRows()
  return (
    <ChartCard
      heading={t('recharts.bar')}
      title={t('recharts.bar')}
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
    </ChartCard>
  )
}

export function ScatterDemo() {
  const { t } = useTranslation('charts')
  const theme = useChartTheme()
  const look = rechartsTheme(theme)
  const { groups } = useDemoLabels()
  const rows = scatterGroups.flatMap((group, i) => group.points.map((p) => ({ label: groups[i]!, ...p })))
  return (
    <ChartCard
      heading={t('recharts.scatter')}
      title={t('recharts.scatter')}
      table={{
        labelHeader: t('labels.group'),
        labels: rows.map((r) => r.label),
        series: [
          { name: t('labels.hours'), values: rows.map((r) => r.x) },
          { name: t('labels.score'), values: rows.map((r) => r.y) }
        ]
      }}
      format={(v) => theme.number(v)}
    >
      <ResponsiveContainer width="100%" height={300}>
        <ScatterChart accessibilityLayer={false}>
          <CartesianGrid {...look.grid} />
          <XAxis type="number" dataKey="x" name={t('labels.hours')} {...look.xAxis} />
          <YAxis type="number" dataKey="y" name={t('labels.score')} {...look.yAxis} />
          <ZAxis range={[50, 50]} />
          <Tooltip {...look.tooltip} />
          <Legend {...look.legend} />
          {scatterGroups.map((group, i) => (
            <Scatter key={group.key} name={groups[i]} data={group.points} fill={theme.palette[i]} />
          ))}
        </ScatterChart>
      </ResponsiveContainer>
    </ChartCard>
  )
}
