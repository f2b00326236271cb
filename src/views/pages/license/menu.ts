import { FileText } from 'lucide-react'
import { defineMenu } from '@core/app/defineApp'
import { licensePath } from './routes.contract'

export const menu = defineMenu({
  app: 'license',
  section: 'pages',
  items: [{ id: 'license', title: 'nav.license', icon: FileText, navLink: licensePath }]
})
