import { defineApp } from '@core/app/defineApp'
import { miscPaths as paths } from './routes.contract'

const layout = { layout: 'blank' } as const

export const miscApp = defineApp({
  id: 'misc',
  namespace: 'common',
  subject: 'Misc',
  screens: [
    {
      path: paths.comingSoon,
      load: () => import('./ComingSoon'),
      title: 'misc.comingSoon.title',
      layout,
      access: 'public'
    },
    {
      path: paths.notAuthorized,
      load: () => import('./NotAuthorized'),
      title: 'misc.notAuthorized.title',
      layout,
      access: 'public'
    },
    {
      path: paths.maintenance,
      load: () => import('./Maintenance'),
      title: 'misc.maintenance.title',
      layout,
      access: 'public'
    },
    {
      path: paths.error,
      load: () => import('./NotFound'),
      title: 'misc.error.title',
      layout,
      access: 'public'
    }
  ]
})
