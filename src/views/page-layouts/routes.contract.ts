export const pageLayoutPaths = {
  collapseMenu: '/page-layout/collapse-menu',
  layoutBoxed: '/page-layout/layout-boxed',
  withoutMenu: '/page-layout/without-menu',
  layoutEmpty: '/page-layout/layout-empty',
  layoutBlank: '/page-layout/layout-blank'
} as const

export const searchPages = [
  ['Collapsed Menu', 'LayoutTemplate', pageLayoutPaths.collapseMenu],
  ['Boxed Layout', 'LayoutTemplate', pageLayoutPaths.layoutBoxed],
  ['Without Menu', 'LayoutTemplate', pageLayoutPaths.withoutMenu],
  ['Layout Empty', 'LayoutTemplate', pageLayoutPaths.layoutEmpty],
  ['Layout Blank', 'LayoutTemplate', pageLayoutPaths.layoutBlank]
] as const
