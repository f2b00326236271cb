import type { AppRoute } from '../types'

const demo = { action: 'read', resource: 'PageLayout' } as const

export const pageLayoutRoutes: AppRoute[] = [
  {
    path: '/page-layout/collapse-menu',
    load: () => import('@/views/page-layouts/CollapseMenu'),
    meta: { ...demo, title: 'pageLayouts.collapseMenu.title', menuCollapsed: true }
  },
  {
    path: '/page-layout/layout-boxed',
    load: () => import('@/views/page-layouts/LayoutBoxed'),
    meta: { ...demo, title: 'pageLayouts.layoutBoxed.title', contentWidth: 'boxed' }
  },
  {
    path: '/page-layout/without-menu',
    load: () => import('@/views/page-layouts/WithoutMenu'),
    meta: { ...demo, title: 'pageLayouts.withoutMenu.title', menuHidden: true }
  },
  {
    path: '/page-layout/layout-empty',
    load: () => import('@/views/page-layouts/LayoutEmpty'),
    meta: { ...demo, title: 'pageLayouts.layoutEmpty.title' }
  },
  {
    path: '/page-layout/layout-blank',
    load: () => import('@/views/page-layouts/LayoutBlank'),
    meta: { ...demo, title: 'pageLayouts.layoutBlank.title', layout: 'blank' }
  }
]
