import { FilePen, FileText, List, Newspaper } from 'lucide-react'
import { defineMenu } from '@core/app/defineApp'
import { blogPaths as paths } from './routes.contract'

export const menu = defineMenu({
  app: 'blog',
  section: 'pages',
  items: [
    {
      id: 'blog',
      title: 'nav.blog',
      icon: Newspaper,
      children: [
        { id: 'blog-list', title: 'nav.list', icon: List, navLink: paths.list },
        { id: 'blog-detail', title: 'nav.detail', icon: FileText, navLink: paths.firstDetail },
        { id: 'blog-edit', title: 'nav.edit', icon: FilePen, navLink: paths.firstEdit, action: 'update' }
      ]
    }
  ]
})
