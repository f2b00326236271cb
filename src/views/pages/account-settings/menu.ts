import { Settings } from 'lucide-react'
import { defineMenu } from '@core/app/defineApp'
import { settingsPaths as paths } from './routes.contract'

export const menu = defineMenu({
  app: 'settings',
  section: 'pages',
  items: [{ id: 'account-settings', title: 'nav.accountSettings', icon: Settings, navLink: paths.page }]
})
