/** The component pages' one table (`/components/<name>`, title `<name>.title`, files in `<name>/demos/`). */
export const componentPages = [
  { name: 'accordion', demos: ['Basic', 'Flush', 'AlwaysOpen'] },
  { name: 'alerts', demos: ['Colors', 'WithIcons', 'Dismissible', 'Controlled'] },
  { name: 'auto-complete', demos: ['Basic', 'WithRank'] },
  { name: 'avatar', demos: ['Sizes', 'Initials', 'Status', 'Group'] },
  { name: 'badges', demos: ['Colors', 'Light', 'WithIcons', 'Notification', 'Links'] },
  { name: 'blockui', demos: ['BlockCard', 'BlockForm', 'BlockPage'] },
  { name: 'breadcrumbs', demos: ['Basic', 'Separators', 'WithIcons'] },
  {
    name: 'buttons',
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
  { name: 'carousel', demos: ['Basic', 'Controlled', 'Crossfade'] },
  { name: 'collapse', demos: ['Basic', 'Multiple', 'Horizontal'] },
  { name: 'divider', demos: ['Text', 'Position', 'Styles'] },
  {
    name: 'dropdowns',
    demos: ['Basic', 'Split', 'Directions', 'Sizes', 'WithIcons', 'WithForm']
  },
  {
    name: 'list-group',
    demos: ['Basic', 'Actions', 'WithBadges', 'Contextual', 'Flush']
  },
  { name: 'modals', demos: ['Sizes', 'Scrolling', 'Centered', 'Themes', 'WithForm'] },
  { name: 'nav-component', demos: ['Basic', 'Tabs', 'Pills', 'Vertical', 'Justified'] },
  { name: 'offcanvas', demos: ['Placements', 'Backdrop', 'ScrollingBody'] },
  { name: 'pagination', demos: ['Basic', 'Sizes', 'Alignment', 'WithIcons'] },
  { name: 'pill-badges', demos: ['Colors', 'Light', 'WithIcons'] },
  { name: 'pills-component', demos: ['Basic', 'WithIcons', 'Vertical', 'Justified'] },
  { name: 'popovers', demos: ['Placements', 'Triggers', 'Controlled'] },
  { name: 'progress', demos: ['Labels', 'Colors', 'Striped', 'Animated', 'Stacked'] },
  { name: 'spinners', demos: ['Border', 'Grow', 'Sizes', 'InButtons'] },
  { name: 'tabs-component', demos: ['Basic', 'WithIcons', 'Vertical', 'Justified', 'InUrl'] },
  { name: 'timeline', demos: ['Basic', 'WithMedia', 'WithActions'] },
  { name: 'toasts', demos: ['Basic', 'Placements', 'Stacking', 'AutoHide'] },
  { name: 'tooltips', demos: ['Placements', 'Triggers', 'Disabled'] }
] as const satisfies readonly { name: string; demos: readonly string[] }[]

export type ComponentName = (typeof componentPages)[number]['name']

export const componentPath = (name: ComponentName) => `/components/${name}`
