import { defineApp } from '@core/app/defineApp'
import { qualityPath } from './routes.contract'

declare module '@/configs/acl/subjects' {
  interface AppSubjects {
    Quality: true
  }
}

export const qualityApp = defineApp({
  namespace: 'quality',
  subject: 'Quality',
  menu: { section: 'pages' },
  screens: [
    {
      path: qualityPath,
      load: () => import('./QualityPage'),
      title: 'title',
      access: 'public',
      icon: 'ShieldCheck',
      menu: { title: 'nav.quality' }
    }
  ]
})
