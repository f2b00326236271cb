/** The page-layout demos' addresses and navbar search entries (plain data, no zod). */

export const pageLayoutPaths = {
  collapseMenu: '/page-layout/collapse-menu',
  layoutBoxed: '/page-layout/layout-boxed',
  withoutMenu: '/page-layout/without-menu',
  layoutEmpty: '/page-layout/layout-empty',
  layoutBlank: '/page-layout/layout-blank'
} as const

/** The navbar search's entries: [English title, lucide icon name, path]. */
export const searchPages = [
  ['Collapsed Menu', 'LayoutTemplate', pageLayoutPaths.collapseMenu],
  ['Boxed Layout', 'LayoutTemplate', pageLayoutPaths.layoutBoxed],
  ['Without Menu', 'LayoutTemplate', pageLayoutPaths.withoutMenu],
  ['Layout Empty', 'LayoutTemplate', pageLayoutPaths.layoutEmpty],
  ['Layout Blank', 'LayoutTemplate', pageLayoutPaths.layoutBlank]
] as const
