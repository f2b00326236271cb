/** The extension pages' one table (`/extensions/<name>`, title `<name>.title`, files in `<name>/demos/`). */
export const extensionPages = [
  {
    name: 'toastr',
    label: 'Toastr',
    demos: ['Types', 'Positions', 'WithTitle', 'Actions', 'Promise', 'Timing']
  },
  { name: 'clipboard', label: 'Clipboard', demos: ['FromInput', 'FromText', 'Snippet'] },
  {
    name: 'ratings',
    label: 'Ratings',
    demos: ['Basic', 'ReadOnly', 'HalfStars', 'CustomIcons', 'Sizes', 'Count']
  },
  {
    name: 'pagination',
    label: 'Pagination',
    demos: ['Sizes', 'Alignment', 'FirstLast', 'WithIcons', 'DataList']
  },
  {
    name: 'i18n',
    label: 'i18n',
    demos: ['SwitchLanguage', 'Interpolation', 'Plurals', 'Formatting', 'Fallback', 'OnDemand']
  },
  {
    name: 'drag-and-drop',
    label: 'Drag and Drop',
    demos: ['SortableList', 'ConnectedLists', 'Grid', 'Handles']
  },
  { name: 'context-menu', label: 'Context Menu', demos: ['OnList', 'OnTable'] },
  { name: 'tour', label: 'Tour', demos: ['Guided', 'Highlight'] },
  { name: 'slider', label: 'Slider', demos: ['Basic', 'Range', 'Marks', 'VerticalColours', 'PriceRange'] },
  {
    name: 'swiper',
    label: 'Swiper',
    demos: [
      'Default',
      'Navigation',
      'Pagination',
      'Progress',
      'Fraction',
      'MultipleSlides',
      'Centred',
      'Fade',
      'Cube',
      'Coverflow',
      'Autoplay',
      'Thumbs',
      'Lazy',
      'Responsive',
      'Direction'
    ]
  },
  { name: 'player', label: 'Player', demos: ['Video', 'Audio', 'Controlled'] },
  {
    name: 'sweet-alert',
    label: 'Sweet Alert',
    demos: [
      'Basic',
      'TitleText',
      'Icons',
      'Positions',
      'Animations',
      'Confirm',
      'Chained',
      'Prompt',
      'Timer',
      'Loader'
    ]
  },
  { name: 'import', label: 'Import', demos: ['FromFile'], wide: ['FromFile'] },
  { name: 'export', label: 'Export', demos: ['Table'], wide: ['Table'] },
  { name: 'export-selected', label: 'Export Selected', demos: ['Selection'], wide: ['Selection'] }
] as const satisfies readonly {
  name: string
  label: string
  demos: readonly string[]
  wide?: readonly string[]
}[]

type ExtensionName = (typeof extensionPages)[number]['name']

export const extensionPath = (name: ExtensionName) => `/extensions/${name}`

// Pure: the route table (in the entry) imports this module for `extensionPath` alone.
export const searchPages = /* @__PURE__ */ extensionPages.map(
  ({ name, label }) => [label, 'Puzzle', extensionPath(name)] as const
)
