import { defineApp } from '@core/app/defineApp'
import { pageLayoutPaths as paths } from './routes.contract'

export const pageLayoutsApp = defineApp({
  id: 'page-layouts',
  namespace: 'common',
  subject: 'PageLayout',
  screens: [
    {
      path: paths.collapseMenu,
      load: () => import('./CollapseMenu'),
      title: 'pageLayouts.collapseMenu.title',
      layout: { menuCollapsed: true }
    },
    {
      path: paths.layoutBoxed,
      load: () => import('./LayoutBoxed'),
      title: 'pageLayouts.layoutBoxed.title',
      layout: { contentWidth: 'boxed' }
    },
    {
      path: paths.withoutMenu,
      load: () => import('./WithoutMenu'),
      title: 'pageLayouts.withoutMenu.title',
      layout: { menuHidden: true }
    },
    { path: paths.layoutEmpty, load: () => import('./LayoutEmpty'), title: 'pageLayouts.layoutEmpty.title' },
    {
      path: paths.layoutBlank,
      load: () => import('./LayoutBlank'),
      title: 'pageLayouts.layoutBlank.title',
      layout: { layout: 'blank' }
    }
  ]
})
