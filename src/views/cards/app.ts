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
  menu: { section: 'userInterface', group: { title: 'nav.cards', icon: 'CreditCard' } },
  screens: [
    {
      path: paths.basic,
      load: () => import('./basic/BasicCards'),
      title: 'titles.basic',
      icon: 'CreditCard',
      menu: { title: 'nav.cardsBasic', icon: 'Circle' }
    },
    {
      path: paths.advance,
      load: () => import('./advance/AdvanceCards'),
      title: 'titles.advance',
      icon: 'CreditCard',
      menu: { title: 'nav.cardsAdvance', icon: 'Sparkles' }
    },
    {
      path: paths.statistics,
      load: () => import('./statistics/StatisticsCards'),
      title: 'titles.statistics',
      icon: 'ChartPie',
      menu: { title: 'nav.cardsStatistics', icon: 'ChartColumn' }
    },
    {
      path: paths.analytics,
      load: () => import('./analytics/AnalyticsCards'),
      title: 'titles.analytics',
      icon: 'ChartPie',
      menu: { title: 'nav.cardsAnalytics', icon: 'ChartLine' }
    },
    {
      path: paths.action,
      load: () => import('./action/ActionCards'),
      title: 'titles.action',
      icon: 'LayoutGrid',
      menu: { title: 'nav.cardsAction', icon: 'MousePointerClick' }
    }
  ]
})
