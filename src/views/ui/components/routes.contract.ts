/** The component pages' one table (`/components/<name>`, title `<name>.title`, files in `<name>/demos/`). */
export const componentPages = [
  { name: 'accordion', label: 'Accordion', demos: ['Basic', 'Flush', 'AlwaysOpen'] },
  { name: 'alerts', label: 'Alerts', demos: ['Colors', 'WithIcons', 'Dismissible', 'Controlled'] },
  { name: 'auto-complete', label: 'Auto Complete', demos: ['Basic', 'WithRank'] },
  { name: 'avatar', label: 'Avatar', demos: ['Sizes', 'Initials', 'Status', 'Group'] },
  { name: 'badges', label: 'Badges', demos: ['Colors', 'Light', 'WithIcons', 'Notification', 'Links'] },
  { name: 'blockui', label: 'BlockUI', demos: ['BlockCard', 'BlockForm', 'BlockPage'] },
  { name: 'breadcrumbs', label: 'Breadcrumbs', demos: ['Basic', 'Separators', 'WithIcons'] },
  {
    name: 'buttons',
    label: 'Buttons',
    demos: [
      'Solid',
      'Outline',
      'Flat',
      'Gradient',
      'Relief',
      'Sizes',
      'WithIcons',
      'Groups',
      'Toolbar',
      'Block',
      'Loading'
    ]
  },
  { name: 'carousel', label: 'Carousel', demos: ['Basic', 'Controlled', 'Crossfade'] },
  { name: 'collapse', label: 'Collapse', demos: ['Basic', 'Multiple', 'Horizontal'] },
  { name: 'divider', label: 'Divider', demos: ['Text', 'Position', 'Styles'] },
  {
    name: 'dropdowns',
    label: 'Dropdowns',
    demos: ['Basic', 'Split', 'Directions', 'Sizes', 'WithIcons', 'WithForm']
  },
  {
    name: 'list-group',
    label: 'List Group',
    demos: ['Basic', 'Actions', 'WithBadges', 'Contextual', 'Flush']
  },
  { name: 'modals', label: 'Modals', demos: ['Sizes', 'Scrolling', 'Centered', 'Themes', 'WithForm'] },
  { name: 'nav-component', label: 'Navs', demos: ['Basic', 'Tabs', 'Pills', 'Vertical', 'Justified'] },
  { name: 'offcanvas', label: 'Offcanvas', demos: ['Placements', 'Backdrop', 'ScrollingBody'] },
  { name: 'pagination', label: 'Pagination', demos: ['Basic', 'Sizes', 'Alignment', 'WithIcons'] },
  { name: 'pill-badges', label: 'Pill Badges', demos: ['Colors', 'Light', 'WithIcons'] },
  { name: 'pills-component', label: 'Pills', demos: ['Basic', 'WithIcons', 'Vertical', 'Justified'] },
  { name: 'popovers', label: 'Popovers', demos: ['Placements', 'Triggers', 'Controlled'] },
  { name: 'progress', label: 'Progress', demos: ['Labels', 'Colors', 'Striped', 'Animated', 'Stacked'] },
  { name: 'spinners', label: 'Spinners', demos: ['Border', 'Grow', 'Sizes', 'InButtons'] },
  { name: 'tabs-component', label: 'Tabs', demos: ['Basic', 'WithIcons', 'Vertical', 'Justified', 'InUrl'] },
  { name: 'timeline', label: 'Timeline', demos: ['Basic', 'WithMedia', 'WithActions'] },
  { name: 'toasts', label: 'Toasts', demos: ['Basic', 'Placements', 'Stacking', 'AutoHide'] },
  { name: 'tooltips', label: 'Tooltips', demos: ['Placements', 'Triggers', 'Disabled'] }
] as const satisfies readonly { name: string; label: string; demos: readonly string[] }[]

export type ComponentName = (typeof componentPages)[number]['name']

export const componentPath = (name: ComponentName) => `/components/${name}`

// Pure: the route table (in the entry) imports this module for `componentPath` alone.
export const searchPages = /* @__PURE__ */ componentPages.map(
  ({ name, label }) => [label, 'Component', componentPath(name)] as const
)
