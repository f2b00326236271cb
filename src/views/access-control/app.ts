import { defineApp } from '@core/app/defineApp'
import { accessControlPath } from './routes.contract'

/** The page every signed-in role may open (the client's landing page); its texts are in `auth`. */
export const accessControlApp = defineApp({
  id: 'access-control',
  namespace: 'auth',
  subject: 'ACL',
  screens: [{ path: accessControlPath, load: () => import('./AccessControl'), title: 'titles.accessControl' }]
})
