import { useTranslation } from 'react-i18next'
import { Bar, Bubble, Line, Scatter } from 'react-chartjs-2'
import { useChartTheme } from '@core/charts/useChartTheme'
import { ChartCard } from '../ChartCard'
import { bubbles, monthly, scatterGroups } from '../data'
import { useDemoLabels } from '../useDemoLabels'
import { chartjsOptions, withAlpha } from './theme'

const box = { height: 300 }

export function BarDemo() {
  const { t } = useTranslation('charts')
  const theme = useChartTheme()
  const { months, series } = useDemoLabels()
  return (
    <ChartCard
      heading={t('chartjs.bar')}
      title={t('chartjs.bar')}
      table={{
        labelHeader: t('labels.month'),
        labels: months,
        series: [{ name: series.sales, values: monthly.sales }]
      }}
      format={(v) => theme.number(v)}
    >
      <div style={box}>
        <Bar
          options={chartjsOptions<'bar'>(theme, 'xy')}
          data={{
            labels: months,
            datasets: [
              {
                label: series.sales,
                data: monthly.sales,
                backgroundColor: theme.colors.success,
                borderRadius: 4,
                maxBarThickness: 18
              }
            ]
          }}
        />
      </div>
    </ChartCard>
  )
}

export function HorizontalBarDemo() {
  const { t } = useTranslation('charts')
  const theme = useChartTheme()
  const { months, series } = useDemoLabels()
  const labels = months.slice(0, 6)
  const options = chartjsOptions<'bar'>(theme, 'xy')
  return (
    <ChartCard
      heading={t('chartjs.horizontalBar')}
      title={t('chartjs.horizontalBar')}
      table={{
        labelHeader: t('labels.month'),
        labels,
        series: [
          { name: series.visits, values: monthly.visits.slice(0, 6) },
          { name: series.expenses, values: monthly.expenses.slice(0, 6) }
        ]
      }}
      format={(v) => theme.number(v)}
    >
      <div style={box}>
        <Bar
          options={{ ...options, indexAxis: 'y' }}
          data={{
            labels,
            datasets: [
              {
                label: series.visits,
                data: monthly.visits.slice(0, 6),
                backgroundColor: theme.colors.info,
                borderRadius: 4,
                maxBarThickness: 14
              },
              {
                label: series.expenses,
                data: monthly.expenses.slice(0, 6),
                backgroundColor: theme.colors.warning,
                borderRadius: 4,
                maxBarThickness: 14
              }
            ]
          }}
        />
      </div>
    </ChartCard>
  )
}

export function LineDemo() {
  const { t } = useTranslation('charts')
  const theme = useChartTheme()
  const { months, series } = useDemoLabels()
  const sets = [
    { label: series.visits, data: monthly.visits, color: theme.colors.primary },
    { label: series.sales, data: monthly.sales, color: theme.colors.success },
    { label: series.expenses, data: monthly.expenses, color: theme.colors.danger }
  ]
  return (
    <ChartCard
      heading={t('chartjs.line')}
      title={t('chartjs.line')}
      table={{
        labelHeader: t('labels.month'),
        labels: months,
        series: sets.map((s) => ({ name: s.label, values: s.data }))
      }}
      format={(v) => theme.number(v)}
    >
      <div style={{ height: 340 }}>
        <Line
          options={chartjsOptions<'line'>(theme, 'xy')}
          data={{
            labels: months,
            datasets: sets.map((s) => ({
              label: s.label,
              data: s.data,
              borderColor: s.color,
              backgroundColor: s.color,
              tension: 0.4,
              pointRadius: 2
            }))
          }}
        />
      </div>
    </ChartCard>
  )
}

export function AreaDemo() {
  const { t } = useTranslation('charts')
  const theme = useChartTheme()
  const { months, series } = useDemoLabels()
  const sets = [
    { label: series.visits, data: monthly.visits, color: theme.colors.primary },
    { label: series.sales, data: monthly.sales, color: theme.colors.info }
  ]
  return (
    <ChartCard
      heading={t('chartjs.area')}
      title={t('chartjs.area')}
      table={{
        labelHeader: t('labels.month'),
        labels: months,
        series: sets.map((s) => ({ name: s.label, values: s.data }))
      }}
      format={(v) => theme.number(v)}
    >
      <div style={box}>
        <Line
          options={chartjsOptions<'line'>(theme, 'xy')}
          data={{
            labels: months,
            datasets: sets.map((s) => ({
              label: s.label,
              data: s.data,
              borderColor: s.color,
              backgroundColor: withAlpha(s.color, 0.25),
              fill: true,
              tension: 0.4,
              pointRadius: 0
            }))
          }}
        />
      </div>
    </ChartCard>
  )
}

export function ScatterDemo() {
  const { t } = useTranslation('charts')
  const theme = useChartTheme()
  const { groups } = useDemoLabels()
  const rows = scatterGroups.flatMap((group, i) => group.points.map((p) => ({ label: groups[i]!, ...p })))
  return (
    <ChartCard
      heading={t('chartjs.scatter')}
      title={t('chartjs.scatter')}
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
      <div style={box}>
        <Scatter
          options={chartjsOptions<'scatter'>(theme, 'xy')}
          data={{
            datasets: scatterGroups.map((group, i) => ({
              label: groups[i]!,
              data: group.points,
              backgroundColor: theme.palette[i],
              pointRadius: 5
            }))
          }}
        />
      </div>
    </ChartCard>
  )
}

export function BubbleDemo() {
  const { t } = useTranslation('charts')
  const theme = useChartTheme()
  const labels = bubbles.map((_, i) => t('labels.project', { n: i + 1 }))
  return (
    <ChartCard
      heading={t('chartjs.bubble')}
      title={t('chartjs.bubble')}
      table={{
        labelHeader: t('labels.projects'),
        labels,
        series: [
          { name: t('labels.budget'), values: bubbles.map((b) => b.x) },
          { name: t('labels.team'), values: bubbles.map((b) => b.y) },
          { name: t('labels.risk'), values: bubbles.map((b) => b.r) }
        ]
      }}
      format={(v) => theme.number(v)}
    >
      <div style={box}>
        <Bubble
          options={chartjsOptions<'bubble'>(theme, 'xy')}
          data={{
            datasets: [
              {
                label: t('labels.projects'),
                data: bubbles,
                backgroundColor: withAlpha(theme.colors.warning, 0.6),
                borderColor: theme.colors.warning
              }
            ]
          }}
        />
      </div>
    </ChartCard>
  )
}
