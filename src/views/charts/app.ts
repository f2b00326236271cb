import { defineApp } from '@core/app/defineApp'
import { chartPaths as paths } from './routes.contract'

declare module '@/configs/acl/subjects' {
  interface AppSubjects {
    Charts: true
  }
}

export const chartsApp = defineApp({
  namespace: 'charts',
  subject: 'Charts',
  screens: [
    { path: paths.apex, load: () => import('./apex/ApexCharts'), title: 'titles.apex' },
    { path: paths.chartjs, load: () => import('./chartjs/ChartjsCharts'), title: 'titles.chartjs' },
    { path: paths.recharts, load: () => import('./recharts/RechartsCharts'), title: 'titles.recharts' }
  ]
})
