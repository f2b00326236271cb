import { defineApp } from '@core/app/defineApp'
import { uiElementPaths as paths } from './routes.contract'

// The area's CASL subject joins the typed union of src/configs/acl/subjects.ts.
declare module '@/configs/acl/subjects' {
  interface AppSubjects {
    UiElement: true
  }
}

/** The UI elements pages (SPEC section 2, UI demos): typography, colours, icons. */
export const uiElementsApp = defineApp({
  namespace: 'ui',
  subject: 'UiElement',
  screens: [
    { path: paths.typography, load: () => import('./typography/TypographyPage'), title: 'typography.title' },
    { path: paths.colors, load: () => import('./colors/ColorsPage'), title: 'colors.title' },
    { path: paths.icons, load: () => import('./icons/IconsPage'), title: 'icons.title' }
  ]
})
