/** Skin, direction and menuCollapsed are remembered in localStorage; the rest lasts for the session. */

export const skins = ['system', 'light', 'bordered', 'dark', 'semi-dark'] as const
export const directions = ['ltr', 'rtl'] as const
export const layoutTypes = ['vertical', 'horizontal'] as const
export const contentWidths = ['boxed', 'full'] as const
export const navbarTypes = ['floating', 'sticky', 'static', 'hidden'] as const
export const footerTypes = ['static', 'sticky', 'hidden'] as const
export const navbarColors = [
  '',
  'primary',
  'secondary',
  'success',
  'danger',
  'info',
  'warning',
  'dark'
] as const
export const toastPositions = [
  'top-right',
  'top-center',
  'top-left',
  'bottom-right',
  'bottom-center',
  'bottom-left'
] as const

export type Skin = (typeof skins)[number]
/** The skin drawn: "system" is light or dark as the operating system says. */
export type ShownSkin = Exclude<Skin, 'system'>
export const systemDarkQuery = '(prefers-color-scheme: dark)'
export const shownSkin = (skin: Skin, systemDark: boolean): ShownSkin =>
  skin === 'system' ? (systemDark ? 'dark' : 'light') : skin
export type Direction = (typeof directions)[number]
export type LayoutType = (typeof layoutTypes)[number]
export type ContentWidth = (typeof contentWidths)[number]
export type NavbarType = (typeof navbarTypes)[number]
export type FooterType = (typeof footerTypes)[number]
export type NavbarColor = (typeof navbarColors)[number]
export type ToastPosition = (typeof toastPositions)[number]

export interface ThemeSettings {
  skin: Skin
  direction: Direction
  layout: LayoutType
  contentWidth: ContentWidth
  menuCollapsed: boolean
  menuHidden: boolean
  navbarType: NavbarType
  navbarColor: NavbarColor
  footerType: FooterType
  customizer: boolean
  scrollTop: boolean
  toastPosition: ToastPosition
  /** Single-key shortcuts (`?`, D, C) on; Ctrl+K always works. */
  keyShortcuts: boolean
}

export const themeConfig = {
  app: {
    name: 'Nordlight',
    tagline: 'Admin dashboard template',
    version: '0.1.0'
  },
  layout: {
    skin: 'system',
    direction: 'ltr',
    layout: 'vertical',
    contentWidth: 'boxed',
    menuCollapsed: false,
    menuHidden: false,
    navbarType: 'floating',
    navbarColor: '',
    footerType: 'static',
    customizer: true,
    scrollTop: true,
    toastPosition: 'top-right',
    keyShortcuts: true
  } satisfies ThemeSettings as ThemeSettings,
  rippleDuration: 500,
  overlayMenuBreakpoint: 1200,
  scrollTopOffset: 400
}
