import { defineApp } from '@core/app/defineApp'
import { uiElementPaths as paths } from './routes.contract'

declare module '@/configs/acl/subjects' {
  interface AppSubjects {
    UiElement: true
  }
}

export const uiElementsApp = defineApp({
  namespace: 'ui',
  subject: 'UiElement',
  screens: [
    { path: paths.typography, load: () => import('./typography/TypographyPage'), title: 'typography.title' },
    { path: paths.colors, load: () => import('./colors/ColorsPage'), title: 'colors.title' },
    { path: paths.icons, load: () => import('./icons/IconsPage'), title: 'icons.title' }
  ]
})
