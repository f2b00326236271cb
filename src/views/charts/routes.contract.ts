export const chartPaths = {
  apex: '/charts/apex',
  chartjs: '/charts/chartjs',
  recharts: '/charts/recharts'
} as const

export const searchPages = [
  ['Apex Charts', 'ChartPie', chartPaths.apex],
  ['ChartJS', 'ChartPie', chartPaths.chartjs],
  ['Recharts', 'ChartPie', chartPaths.recharts]
] as const
