/** The chart demo pages' addresses and navbar search entries (plain data, no zod). */

export const chartPaths = {
  apex: '/charts/apex',
  chartjs: '/charts/chartjs',
  recharts: '/charts/recharts'
} as const

/** The navbar search's entries: [English title, lucide icon name, path]. */
export const searchPages = [
  ['Apex Charts', 'ChartPie', chartPaths.apex],
  ['ChartJS', 'ChartPie', chartPaths.chartjs],
  ['Recharts', 'ChartPie', chartPaths.recharts]
] as const
