import { ShieldCheck } from 'lucide-react'
import { defineMenu } from '@core/app/defineApp'
import { accessControlPath } from './routes.contract'

export const menu = defineMenu({
  app: 'access-control',
  section: 'pages',
  items: [{ id: 'access-control', title: 'nav.accessControl', icon: ShieldCheck, navLink: accessControlPath }]
})
