import type { ChartTheme } from '@core/charts/useChartTheme'

export function rechartsTheme(theme: ChartTheme) {
  const tick = { fill: theme.text, fontSize: 12, fontFamily: theme.fontFamily }
  return {
    xAxis: { tick, stroke: theme.grid, reversed: theme.rtl },
    yAxis: {
      tick,
      stroke: theme.grid,
      orientation: theme.rtl ? ('right' as const) : ('left' as const),
      tickFormatter: (value: number) => theme.number(value, { notation: 'compact' })
    },
    grid: { stroke: theme.grid, strokeDasharray: '4 4' },
    tooltip: {
      contentStyle: {
        background: theme.surface,
        borderColor: theme.grid,
        color: theme.text,
        direction: theme.rtl ? ('rtl' as const) : ('ltr' as const)
      },
      labelStyle: { color: theme.heading },
      formatter: (value: unknown) => (typeof value === 'number' ? theme.number(value) : String(value))
    },
    legend: { wrapperStyle: { color: theme.text, fontSize: 13 } }
  }
}
