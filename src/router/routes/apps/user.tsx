import i18n from '@/configs/i18n'
import type { AppRoute, RouteMeta } from '../../types'

type Loader = AppRoute['load']

// The shell translates the page title with the `user:` namespace; loading it together with the
// screen's chunk means the title and the screen never show raw keys on a first visit.
const withUserNamespace =
  (load: Loader): Loader =>
  () =>
    Promise.all([load(), i18n.loadNamespaces('user')]).then(([module]) => module)

const read: RouteMeta = { action: 'read', resource: 'User' }

export const userRoutes: AppRoute[] = [
  { path: '/apps/user/list', load: withUserNamespace(() => import('@/views/apps/user/list/UserList')), meta: { ...read, title: 'user:titles.list' } },
  { path: '/apps/user/view/:id', load: withUserNamespace(() => import('@/views/apps/user/view/UserView')), meta: { ...read, title: 'user:titles.view' } },
  // The bare path of SPEC section 2 opens the first user (lowest id).
  { path: '/apps/user/view', load: withUserNamespace(() => import('@/views/apps/user/view/OpenFirstUser')), meta: { ...read, title: 'user:titles.view' } }
]
