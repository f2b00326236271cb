import { defineApp } from '@core/app/defineApp'
import { chatPaths as paths } from './routes.contract'

// The app's CASL subject joins the typed union of src/configs/acl/subjects.ts.
declare module '@/configs/acl/subjects' {
  interface AppSubjects {
    Chat: true
  }
}

/** The chat app: one screen (SPEC section 2); the open conversation is in its query. */
export const chatApp = defineApp({
  namespace: 'chat',
  subject: 'Chat',
  screens: [{ path: paths.app, load: () => import('./ChatApp'), title: 'title' }]
})
