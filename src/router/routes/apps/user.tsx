import type { AppRoute, RouteMeta } from '../../types'

const read: RouteMeta = { action: 'read', resource: 'User' }

export const userRoutes: AppRoute[] = [
  { path: '/apps/user/list', load: () => import('@/views/apps/user/list/UserList'), meta: { ...read, title: 'user:titles.list' } },
  { path: '/apps/user/view/:id', load: () => import('@/views/apps/user/view/UserView'), meta: { ...read, title: 'user:titles.view' } },
  // The bare path of SPEC section 2 opens the first user (lowest id).
  { path: '/apps/user/view', load: () => import('@/views/apps/user/view/OpenFirstUser'), meta: { ...read, title: 'user:titles.view' } }
]
