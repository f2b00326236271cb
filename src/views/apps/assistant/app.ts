import { defineApp } from '@core/app/defineApp'
import { assistantPath } from './routes.contract'

// Every signed-in account may ask (ACL: what every role reads); the tools it gets follow its own permissions.
export const assistantApp = defineApp({
  namespace: 'assistant',
  subject: 'ACL',
  menu: { section: 'apps' },
  screens: [
    {
      path: assistantPath,
      load: () => import('./AssistantPage'),
      title: 'title',
      icon: 'Sparkles',
      menu: { title: 'nav.assistant' }
    }
  ]
})
