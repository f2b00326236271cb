import { defineApp } from '@core/app/defineApp'
import { accessControlPath } from './routes.contract'

export const accessControlApp = defineApp({
  id: 'access-control',
  namespace: 'auth',
  subject: 'ACL',
  menu: { section: 'pages' },
  screens: [
    {
      path: accessControlPath,
      load: () => import('./AccessControl'),
      title: 'titles.accessControl',
      icon: 'ShieldCheck',
      menu: { title: 'nav.accessControl' }
    }
  ]
})
