import { defineApp } from '@core/app/defineApp'
import { miscPaths as paths } from './routes.contract'

const layout = { layout: 'blank' } as const

export const miscApp = defineApp({
  id: 'misc',
  namespace: 'common',
  subject: 'Misc',
  menu: { section: 'pages', group: { title: 'nav.misc', icon: 'Frame' } },
  screens: [
    {
      path: paths.comingSoon,
      load: () => import('./ComingSoon'),
      title: 'misc.comingSoon.title',
      layout,
      access: 'public',
      icon: 'Clock',
      menu: { title: 'nav.comingSoon' }
    },
    {
      path: paths.notAuthorized,
      load: () => import('./NotAuthorized'),
      title: 'misc.notAuthorized.title',
      layout,
      access: 'public',
      icon: 'ShieldX',
      menu: { title: 'nav.notAuthorized', icon: 'Lock' }
    },
    {
      path: paths.maintenance,
      load: () => import('./Maintenance'),
      title: 'misc.maintenance.title',
      layout,
      access: 'public',
      icon: 'Wrench',
      menu: { title: 'nav.maintenance' }
    },
    {
      path: paths.error,
      load: () => import('./NotFound'),
      title: 'misc.error.title',
      layout,
      access: 'public',
      icon: 'CircleAlert',
      menu: { title: 'nav.error', icon: 'FileWarning' }
    }
  ]
})
