import { defineApp } from '@core/app/defineApp'
import { helpPaths as paths } from './routes.contract'

declare module '@/configs/acl/subjects' {
  interface AppSubjects {
    Help: true
  }
}

export const helpApp = defineApp({
  namespace: 'help',
  subject: 'Help',
  menu: { section: 'pages' },
  screens: [
    {
      path: paths.faq,
      load: () => import('./faq/FaqPage'),
      title: 'faq.title',
      icon: 'CircleHelp',
      menu: { title: 'nav.faq' }
    },
    {
      path: paths.knowledgeBase,
      load: () => import('./knowledge/KnowledgeBase'),
      title: 'knowledge.title',
      icon: 'BookOpen',
      menu: { title: 'nav.knowledgeBase' }
    },
    {
      path: paths.category(),
      load: () => import('./knowledge/KnowledgeCategory'),
      title: 'knowledge.title',
      example: paths.category('getting-started')
    },
    {
      path: paths.question(),
      load: () => import('./knowledge/KnowledgeQuestion'),
      title: 'knowledge.title',
      example: paths.question('integrations', 'create-an-api-key')
    },
    {
      path: paths.pricing,
      load: () => import('./pricing/PricingPage'),
      title: 'pricing.title',
      icon: 'DollarSign',
      menu: { title: 'nav.pricing', icon: 'CircleDollarSign' }
    }
  ]
})
