import type { AppRoute } from '../types'

export const dashboardRoutes: AppRoute[] = [
  { path: '/', load: () => import('@/views/dashboard/Starter'), meta: { title: 'starter.title', action: 'read', resource: 'Dashboard' } }
]
