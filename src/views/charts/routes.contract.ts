/** The chart pages' one table (`/charts/<name>`, title `<name>.title`, files in `<name>/demos/`). */
export const chartPages = [
  {
    name: 'apex',
    nav: 'nav.apexCharts',
    demos: ['Line', 'Area', 'Column', 'Bar', 'Scatter', 'Heatmap', 'Candlestick', 'Radial', 'Radar', 'Donut'],
    wide: ['Line', 'Heatmap']
  },
  {
    name: 'chartjs',
    nav: 'nav.chartjs',
    demos: ['Bar', 'HorizontalBar', 'Line', 'Area', 'Scatter', 'Radar', 'PolarArea', 'Doughnut', 'Bubble'],
    wide: ['Line']
  },
  {
    name: 'recharts',
    nav: 'nav.recharts',
    demos: ['Line', 'Area', 'Bar', 'Scatter', 'Pie', 'Radar', 'Composed'],
    wide: ['Line']
  }
] as const satisfies readonly {
  name: string
  nav: string
  demos: readonly string[]
  wide: readonly string[]
}[]

export type ChartName = (typeof chartPages)[number]['name']

export const chartPath = (name: ChartName) => `/charts/${name}`
