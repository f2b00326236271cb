import { KeyRound } from 'lucide-react'
import { defineMenu } from '@core/app/defineApp'
import { apiKeyPath } from './routes.contract'

export const menu = defineMenu({
  app: 'apiKeys',
  section: 'pages',
  items: [{ id: 'api-keys', title: 'nav.apiKeys', icon: KeyRound, navLink: apiKeyPath }]
})
