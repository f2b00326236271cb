import { defineApp } from '@core/app/defineApp'
import { apiKeyPath } from './routes.contract'

declare module '@/configs/acl/subjects' {
  interface AppSubjects {
    ApiKey: true
  }
}

export const apiKeyApp = defineApp({
  namespace: 'apiKeys',
  subject: 'ApiKey',
  menu: { section: 'pages' },
  screens: [
    {
      path: apiKeyPath,
      load: () => import('./ApiKeyPage'),
      title: 'title',
      icon: 'KeyRound',
      menu: { title: 'nav.apiKeys' }
    }
  ]
})
