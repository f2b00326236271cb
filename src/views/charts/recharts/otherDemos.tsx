import { useTranslation } from 'react-i18next'
import {
  Bar,
  CartesianGrid,
  Cell,
  ComposedChart,
  Legend,
  Line,
  Pie,
  PieChart,
  PolarAngleAxis,
  PolarGrid,
  PolarRadiusAxis,
  Radar,
  RadarChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis
} from 'recharts'
import { useChartTheme } from '@core/charts/useChartTheme'
import { ChartCard } from '../ChartCard'
import { monthly, radar, sources } from '../data'
import { useDemoLabels } from '../useDemoLabels'
import { rechartsTheme } from './theme'

export function PieDemo() {
  const { t } = useTranslation('charts')
  const theme = useChartTheme()
  const look = rechartsTheme(theme)
  const labels = useDemoLabels().sources
  const rows = sources.map((source, i) => ({ name: labels[i]!, value: source.value }))
  const percent = (v: number) => theme.number(v / 100, { style: 'percent' })
  return (
    <ChartCard
      heading={t('recharts.pie')}
      title={t('recharts.pie')}
      table={{
        labelHeader: t('labels.source'),
        labels,
        series: [{ name: t('labels.share'), values: rows.map((r) => r.value) }]
      }}
      format={percent}
    >
      <ResponsiveContainer width="100%" height={300}>
        <PieChart accessibilityLayer={false}>
          <Pie
            data={rows}
            rootTabIndex={-1}
            dataKey="value"
            nameKey="name"
            innerRadius="45%"
            outerRadius="80%"
            paddingAngle={2}
            stroke={theme.surface}
          >
            {rows.map((row, i) => (
              <Cell key={row.name} fill={theme.palette[i % theme.palette.length]} />
            ))}
          </Pie>
          <Tooltip {...look.tooltip} formatter={(value: unknown) => percent(Number(value))} />
          <Legend {...look.legend} />
        </PieChart>
      </ResponsiveContainer>
    </ChartCard>
  )
}

export function RadarDemo() {
  const { t } = useTranslation('charts')
  const theme = useChartTheme()
  const look = rechartsTheme(theme)
  const { axes, products } = useDemoLabels()
  const rows = axes.map((axis, i) => ({ axis, a: radar.productA[i]!, b: radar.productB[i]! }))
  return (
    <ChartCard
      heading={t('recharts.radar')}
      title={t('recharts.radar')}
      table={{
        labelHeader: t('labels.quality'),
        labels: axes,
        series: [
          { name: products[0]!, values: radar.productA },
          { name: products[1]!, values: radar.productB }
        ]
      }}
      format={(v) => theme.number(v)}
    >
      <ResponsiveContainer width="100%" height={300}>
        <RadarChart data={rows} outerRadius="75%" accessibilityLayer={false}>
          <PolarGrid stroke={theme.grid} />
          <PolarAngleAxis dataKey="axis" tick={{ fill: theme.text, fontSize: 12 }} />
          <PolarRadiusAxis tick={false} axisLine={false} />
          <Radar
            name={products[0]}
            dataKey="a"
            stroke={theme.colors.primary}
            fill={theme.colors.primary}
            fillOpacity={0.3}
          />
          <Radar
            name={products[1]}
            dataKey="b"
            stroke={theme.colors.danger}
            fill={theme.colors.danger}
            fillOpacity={0.3}
          />
          <Tooltip {...look.tooltip} />
          <Legend {...look.legend} />
        </RadarChart>
      </ResponsiveContainer>
    </ChartCard>
  )
}

export function ComposedDemo() {
  const { t } = useTranslation('charts')
  const theme = useChartTheme()
  const look = rechartsTheme(theme)
  const { months, series } = useDemoLabels()
  const rows = months.map((month, i) => ({ month, sales: monthly.sales[i]!, visits: monthly.visits[i]! }))
  return (
    <ChartCard
      heading={t('recharts.composed')}
      title={t('recharts.composed')}
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
    </ChartCard>
  )
}
