import { defineApp } from '@core/app/defineApp'
import { pageLayoutPaths as paths } from './routes.contract'

export const pageLayoutsApp = defineApp({
  id: 'page-layouts',
  namespace: 'pageLayouts',
  subject: 'PageLayout',
  menu: { section: 'pages', group: { title: 'nav.pageLayouts', icon: 'LayoutTemplate' } },
  screens: [
    {
      path: paths.collapseMenu,
      load: () => import('./CollapseMenu'),
      title: 'collapseMenu.title',
      layout: { menuCollapsed: true },
      icon: 'LayoutTemplate',
      menu: { title: 'nav.collapseMenu', icon: 'PanelLeftClose' }
    },
    {
      path: paths.layoutBoxed,
      load: () => import('./LayoutBoxed'),
      title: 'layoutBoxed.title',
      layout: { contentWidth: 'boxed' },
      icon: 'LayoutTemplate',
      menu: { title: 'nav.layoutBoxed', icon: 'Square' }
    },
    {
      path: paths.withoutMenu,
      load: () => import('./WithoutMenu'),
      title: 'withoutMenu.title',
      layout: { menuHidden: true },
      icon: 'LayoutTemplate',
      menu: { title: 'nav.withoutMenu', icon: 'PanelsTopLeft' }
    },
    {
      path: paths.layoutEmpty,
      load: () => import('./LayoutEmpty'),
      title: 'layoutEmpty.title',
      icon: 'LayoutTemplate',
      menu: { title: 'nav.layoutEmpty', icon: 'SquareDashed' }
    },
    {
      path: paths.layoutBlank,
      load: () => import('./LayoutBlank'),
      title: 'layoutBlank.title',
      layout: { layout: 'blank' },
      icon: 'LayoutTemplate',
      menu: { title: 'nav.layoutBlank', icon: 'Sheet' }
    }
  ]
})
