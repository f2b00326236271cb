import { defineApp } from '@core/app/defineApp'
import { chartPages, chartPath } from './routes.contract'

declare module '@/configs/acl/subjects' {
  interface AppSubjects {
    Charts: true
  }
}

export const chartsApp = defineApp({
  namespace: 'charts',
  subject: 'Charts',
  screens: chartPages.map(({ name, demos, wide }) => ({
    path: chartPath(name),
    load: () => import('./demoPages').then(({ loadPage }) => loadPage(name, demos, wide)),
    title: `${name}.title`
  }))
})
