import { ChartArea, ChartColumn, ChartLine } from 'lucide-react'
import { defineMenu } from '@core/app/defineApp'
import { chartPaths as paths } from './routes.contract'

export const menu = defineMenu({
  app: 'charts',
  section: 'charts',
  items: [
    { id: 'charts-apex', title: 'nav.apexCharts', icon: ChartArea, navLink: paths.apex },
    { id: 'charts-chartjs', title: 'nav.chartjs', icon: ChartColumn, navLink: paths.chartjs },
    { id: 'charts-recharts', title: 'nav.recharts', icon: ChartLine, navLink: paths.recharts }
  ]
})
