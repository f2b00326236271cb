import { LayoutTemplate, PanelLeftClose, PanelsTopLeft, Sheet, Square, SquareDashed } from 'lucide-react'
import { defineMenu } from '@core/app/defineApp'
import { pageLayoutPaths as paths } from './routes.contract'

export const menu = defineMenu({
  app: 'page-layouts',
  section: 'pages',
  items: [
    {
      id: 'page-layouts',
      title: 'nav.pageLayouts',
      icon: LayoutTemplate,
      children: [
        { id: 'collapse-menu', title: 'nav.collapseMenu', icon: PanelLeftClose, navLink: paths.collapseMenu },
        { id: 'layout-boxed', title: 'nav.layoutBoxed', icon: Square, navLink: paths.layoutBoxed },
        { id: 'without-menu', title: 'nav.withoutMenu', icon: PanelsTopLeft, navLink: paths.withoutMenu },
        { id: 'layout-empty', title: 'nav.layoutEmpty', icon: SquareDashed, navLink: paths.layoutEmpty },
        { id: 'layout-blank', title: 'nav.layoutBlank', icon: Sheet, navLink: paths.layoutBlank }
      ]
    }
  ]
})
