import { defineApp } from '@core/app/defineApp'
import { chartPaths as paths } from './routes.contract'

// The chart pages' CASL subject joins the typed union of src/configs/acl/subjects.ts.
declare module '@/configs/acl/subjects' {
  interface AppSubjects {
    Charts: true
  }
}

/** The three chart demo pages, one per library; each library loads only with its page. */
export const chartsApp = defineApp({
  namespace: 'charts',
  subject: 'Charts',
  screens: [
    { path: paths.apex, load: () => import('./apex/ApexCharts'), title: 'titles.apex' },
    { path: paths.chartjs, load: () => import('./chartjs/ChartjsCharts'), title: 'titles.chartjs' },
    { path: paths.recharts, load: () => import('./recharts/RechartsCharts'), title: 'titles.recharts' }
  ]
})
