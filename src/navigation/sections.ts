import {
  AppWindow,
  ChartPie,
  Clock,
  FileWarning,
  Frame,
  Home,
  KeyRound,
  LayoutTemplate,
  Layers,
  Lock,
  Palette,
  PanelLeftClose,
  PanelsTopLeft,
  Sheet,
  ShieldCheck,
  Square,
  SquareDashed,
  Wrench
} from 'lucide-react'
import type { MenuLink, MenuSection } from '@core/menu/types'

/** The vertical and horizontal menus are two renderings of this one source. */
export const menuSections: MenuSection[] = [
  {
    id: 'dashboards',
    title: 'nav.dashboards',
    icon: Home,
    items: []
  },
  {
    id: 'apps',
    title: 'nav.apps',
    icon: AppWindow,
    // Sections with no items here are filled from the apps' menu.ts files by src/layouts/menus.ts.
    items: []
  },
  {
    id: 'pages',
    title: 'nav.pages',
    icon: Layers,
    items: [
      {
        id: 'authentication',
        title: 'nav.authentication',
        icon: KeyRound,
        children: [
          ...(
            ['login', 'register', 'forgot-password', 'reset-password', 'verify-email', 'two-steps'] as const
          ).flatMap((page) =>
            (['basic', 'cover'] as const).map((variant): MenuLink => ({
              id: `${page}-${variant}`,
              title: `nav.auth.${page}-${variant}`,
              icon: Lock,
              navLink: `/pages/${page}-${variant}`,
              action: 'read',
              resource: 'Auth'
            }))
          )
        ]
      },
      {
        id: 'access-control',
        title: 'nav.accessControl',
        icon: ShieldCheck,
        navLink: '/access-control',
        action: 'read',
        resource: 'ACL'
      },
      {
        id: 'misc',
        title: 'nav.misc',
        icon: Frame,
        children: [
          {
            id: 'coming-soon',
            title: 'nav.comingSoon',
            icon: Clock,
            navLink: '/misc/coming-soon',
            action: 'read',
            resource: 'Misc'
          },
          {
            id: 'not-authorized',
            title: 'nav.notAuthorized',
            icon: Lock,
            navLink: '/misc/not-authorized',
            action: 'read',
            resource: 'Misc'
          },
          {
            id: 'maintenance',
            title: 'nav.maintenance',
            icon: Wrench,
            navLink: '/misc/maintenance',
            action: 'read',
            resource: 'Misc'
          },
          {
            id: 'error',
            title: 'nav.error',
            icon: FileWarning,
            navLink: '/misc/error',
            action: 'read',
            resource: 'Misc'
          }
        ]
      },
      {
        id: 'page-layouts',
        title: 'nav.pageLayouts',
        icon: LayoutTemplate,
        children: [
          {
            id: 'collapse-menu',
            title: 'nav.collapseMenu',
            icon: PanelLeftClose,
            navLink: '/page-layout/collapse-menu',
            action: 'read',
            resource: 'PageLayout'
          },
          {
            id: 'layout-boxed',
            title: 'nav.layoutBoxed',
            icon: Square,
            navLink: '/page-layout/layout-boxed',
            action: 'read',
            resource: 'PageLayout'
          },
          {
            id: 'without-menu',
            title: 'nav.withoutMenu',
            icon: PanelsTopLeft,
            navLink: '/page-layout/without-menu',
            action: 'read',
            resource: 'PageLayout'
          },
          {
            id: 'layout-empty',
            title: 'nav.layoutEmpty',
            icon: SquareDashed,
            navLink: '/page-layout/layout-empty',
            action: 'read',
            resource: 'PageLayout'
          },
          {
            id: 'layout-blank',
            title: 'nav.layoutBlank',
            icon: Sheet,
            navLink: '/page-layout/layout-blank',
            action: 'read',
            resource: 'PageLayout'
          }
        ]
      }
    ]
  },
  { id: 'userInterface', title: 'nav.userInterface', icon: Palette, items: [] },
  { id: 'charts', title: 'nav.charts', icon: ChartPie, items: [] }
]
