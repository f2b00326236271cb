import type { ContentWidth, FooterType, NavbarType } from '@/configs/themeConfig'

export type LayoutName = 'vertical' | 'horizontal' | 'blank'

/** What a route's meta may say about the frame it is shown in. Overrides apply while the route
 *  is open and are never stored: leaving the route brings back the user's own settings. */
export interface LayoutMeta {
  /** Omitted: the layout chosen in the customizer (vertical or horizontal). */
  layout?: LayoutName
  menuCollapsed?: boolean
  menuHidden?: boolean
  contentWidth?: ContentWidth
  navbarType?: NavbarType
  footerType?: FooterType
}
