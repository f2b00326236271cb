import { defineApp } from '@core/app/defineApp'
import { accessControlPath } from './routes.contract'

export const accessControlApp = defineApp({
  id: 'access-control',
  namespace: 'auth',
  subject: 'ACL',
  screens: [{ path: accessControlPath, load: () => import('./AccessControl'), title: 'titles.accessControl' }]
})
