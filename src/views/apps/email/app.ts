import { defineApp } from '@core/app/defineApp'
import { emailPaths as paths } from './routes.contract'

// The app's CASL subject joins the typed union of src/configs/acl/subjects.ts.
declare module '@/configs/acl/subjects' {
  interface AppSubjects {
    Email: true
  }
}

/** The email app: one screen under /apps/email (the inbox), /apps/email/:folder and
 *  /apps/email/label/:label, read from one route so that changing the view keeps the screen (and an
 *  open composer) mounted; the open mail and the search are search params (routes.contract.ts).
 *  Menu entry in menu.ts. */
export const emailApp = defineApp({
  namespace: 'email',
  subject: 'Email',
  screens: [{ path: paths.all, load: () => import('./EmailApp'), title: 'title', example: paths.inbox }]
})
