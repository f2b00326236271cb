import type { ContentWidth, FooterType, NavbarType } from '@/configs/themeConfig'

export type LayoutName = 'vertical' | 'horizontal' | 'blank'

/** Overrides are never stored: leaving the route brings back the user's own settings. */
export interface LayoutMeta {
  layout?: LayoutName
  menuCollapsed?: boolean
  menuHidden?: boolean
  contentWidth?: ContentWidth
  navbarType?: NavbarType
  footerType?: FooterType
}
