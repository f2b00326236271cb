import { defineApp, type IconName } from '@core/app/defineApp'
import { uiElementPages } from './routes.contract'

const icons = { typography: 'Type', colors: 'Palette', icons: 'LayoutGrid' } as const satisfies Record<
  (typeof uiElementPages)[number]['name'],
  IconName
>

declare module '@/configs/acl/subjects' {
  interface AppSubjects {
    UiElement: true
  }
}

export const uiElementsApp = defineApp({
  namespace: 'ui',
  subject: 'UiElement',
  menu: { section: 'userInterface' },
  screens: uiElementPages.map(({ name, path, demos }) => ({
    path,
    load:
      demos.length > 0
        ? () => import('./demoPages').then(({ loadPage }) => loadPage(name, demos))
        : () => import('./icons/IconsPage'),
    title: `${name}.title`,
    icon: icons[name],
    menu: { title: `nav.${name}` }
  }))
})
