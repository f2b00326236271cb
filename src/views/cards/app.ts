import { defineApp } from '@core/app/defineApp'
import { cardPaths as paths } from './routes.contract'

declare module '@/configs/acl/subjects' {
  interface AppSubjects {
    Cards: true
  }
}

export const cardsApp = defineApp({
  namespace: 'cards',
  subject: 'Cards',
  screens: [
    { path: paths.basic, load: () => import('./basic/BasicCards'), title: 'titles.basic' },
    { path: paths.advance, load: () => import('./advance/AdvanceCards'), title: 'titles.advance' },
    {
      path: paths.statistics,
      load: () => import('./statistics/StatisticsCards'),
      title: 'titles.statistics'
    },
    { path: paths.analytics, load: () => import('./analytics/AnalyticsCards'), title: 'titles.analytics' },
    { path: paths.action, load: () => import('./action/ActionCards'), title: 'titles.action' }
  ]
})
