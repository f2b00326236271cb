import { defineApp } from '@core/app/defineApp'
import { settingsPaths as paths } from './routes.contract'

declare module '@/configs/acl/subjects' {
  interface AppSubjects {
    AccountSettings: true
  }
}

export const accountSettingsApp = defineApp({
  namespace: 'settings',
  subject: 'AccountSettings',
  menu: { section: 'pages' },
  screens: [
    {
      path: paths.page,
      load: () => import('./AccountSettings'),
      title: 'title',
      icon: 'Settings',
      menu: { title: 'nav.accountSettings' }
    }
  ]
})
