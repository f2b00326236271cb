import { defineApp } from '@core/app/defineApp'
import { blogPaths as paths } from './routes.contract'

declare module '@/configs/acl/subjects' {
  interface AppSubjects {
    Blog: true
  }
}

const first = () => import('./components/OpenFirstPost')

export const blogApp = defineApp({
  namespace: 'blog',
  subject: 'Blog',
  menu: { section: 'pages', group: { title: 'nav.blog', icon: 'Newspaper' } },
  screens: [
    {
      path: paths.list,
      load: () => import('./list/BlogList'),
      title: 'titles.list',
      icon: 'Newspaper',
      menu: { title: 'nav.list', icon: 'List' }
    },
    {
      path: paths.detail(),
      load: () => import('./detail/BlogDetail'),
      title: 'titles.detail',
      example: paths.detail(1)
    },
    {
      path: paths.edit(),
      load: () => import('./edit/BlogEdit'),
      title: 'titles.edit',
      action: 'update',
      example: paths.edit(2)
    },
    {
      path: paths.firstDetail,
      load: first,
      title: 'titles.detail',
      icon: 'FileText',
      menu: { title: 'nav.detail' }
    },
    {
      path: paths.firstEdit,
      load: first,
      title: 'titles.edit',
      action: 'update',
      icon: 'FilePen',
      menu: { title: 'nav.edit' }
    }
  ]
})
