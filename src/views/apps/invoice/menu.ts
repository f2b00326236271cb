import { Eye, FilePen, FilePlus, FileText, List } from 'lucide-react'
import { defineMenu } from '@core/app/defineApp'
import { invoicePaths as paths } from './routes.contract'

export const menu = defineMenu({
  app: 'invoice',
  section: 'apps',
  items: [
    {
      id: 'invoice',
      title: 'nav.invoice',
      icon: FileText,
      children: [
        { id: 'invoice-list', title: 'nav.list', icon: List, navLink: paths.list },
        { id: 'invoice-preview', title: 'nav.preview', icon: Eye, navLink: paths.firstPreview },
        { id: 'invoice-edit', title: 'nav.edit', icon: FilePen, navLink: paths.firstEdit, action: 'update' },
        { id: 'invoice-add', title: 'nav.add', icon: FilePlus, navLink: paths.add, action: 'create' }
      ]
    }
  ]
})
