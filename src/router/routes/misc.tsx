import type { AppRoute } from '../types'

const misc = { layout: 'blank', publicRoute: true } as const

export const miscRoutes: AppRoute[] = [
  {
    path: '/misc/coming-soon',
    load: () => import('@/views/misc/ComingSoon'),
    meta: { ...misc, title: 'misc.comingSoon.title' }
  },
  {
    path: '/misc/not-authorized',
    load: () => import('@/views/misc/NotAuthorized'),
    meta: { ...misc, title: 'misc.notAuthorized.title' }
  },
  {
    path: '/misc/maintenance',
    load: () => import('@/views/misc/Maintenance'),
    meta: { ...misc, title: 'misc.maintenance.title' }
  },
  {
    path: '/misc/error',
    load: () => import('@/views/misc/NotFound'),
    meta: { ...misc, title: 'misc.error.title' }
  }
]
