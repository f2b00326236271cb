export const componentNames = [
  'accordion',
  'alerts',
  'auto-complete',
  'avatar',
  'badges',
  'blockui',
  'breadcrumbs',
  'buttons',
  'carousel',
  'collapse',
  'divider',
  'dropdowns',
  'list-group',
  'modals',
  'nav-component',
  'offcanvas',
  'pagination',
  'pill-badges',
  'pills-component',
  'popovers',
  'progress',
  'spinners',
  'tabs-component',
  'timeline',
  'toasts',
  'tooltips'
] as const

export type ComponentName = (typeof componentNames)[number]

export const componentPath = (name: ComponentName) => `/components/${name}`

const titles: Record<ComponentName, string> = {
  accordion: 'Accordion',
  alerts: 'Alerts',
  'auto-complete': 'Auto Complete',
  avatar: 'Avatar',
  badges: 'Badges',
  blockui: 'BlockUI',
  breadcrumbs: 'Breadcrumbs',
  buttons: 'Buttons',
  carousel: 'Carousel',
  collapse: 'Collapse',
  divider: 'Divider',
  dropdowns: 'Dropdowns',
  'list-group': 'List Group',
  modals: 'Modals',
  'nav-component': 'Navs',
  offcanvas: 'Offcanvas',
  pagination: 'Pagination',
  'pill-badges': 'Pill Badges',
  'pills-component': 'Pills',
  popovers: 'Popovers',
  progress: 'Progress',
  spinners: 'Spinners',
  'tabs-component': 'Tabs',
  timeline: 'Timeline',
  toasts: 'Toasts',
  tooltips: 'Tooltips'
}

// Pure: the route table (in the entry) imports this module for `componentPath` alone.
export const searchPages = /* @__PURE__ */ componentNames.map(
  (name) => [titles[name], 'Component', componentPath(name)] as const
)
