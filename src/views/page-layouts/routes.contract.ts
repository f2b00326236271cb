export const pageLayoutPaths = {
  collapseMenu: '/page-layout/collapse-menu',
  layoutBoxed: '/page-layout/layout-boxed',
  withoutMenu: '/page-layout/without-menu',
  layoutEmpty: '/page-layout/layout-empty',
  layoutBlank: '/page-layout/layout-blank'
} as const
