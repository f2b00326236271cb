/** The extension pages' one table (`/extensions/<name>`, title `<name>.title`, files in `<name>/demos/`). */
export const extensionPages = [
  {
    name: 'toastr',
    demos: ['Types', 'Positions', 'WithTitle', 'Actions', 'Promise', 'Timing']
  },
  { name: 'clipboard', demos: ['FromInput', 'FromText', 'Snippet'] },
  {
    name: 'ratings',
    demos: ['Basic', 'ReadOnly', 'HalfStars', 'CustomIcons', 'Sizes', 'Count']
  },
  {
    name: 'pagination',
    demos: ['Sizes', 'Alignment', 'WithIcons', 'FirstLast', 'DataList'],
    // Words in a pager take room: these rows would wrap in half a row at 1440 px.
    wide: ['Sizes', 'FirstLast', 'DataList']
  },
  {
    name: 'i18n',
    demos: ['SwitchLanguage', 'Interpolation', 'Plurals', 'Formatting', 'Fallback', 'OnDemand']
  },
  {
    name: 'drag-and-drop',
    demos: ['SortableList', 'ConnectedLists', 'Grid', 'Handles']
  },
  { name: 'context-menu', demos: ['OnList', 'OnTable'] },
  { name: 'tour', demos: ['Guided', 'Highlight'] },
  { name: 'slider', demos: ['Basic', 'Range', 'Marks', 'VerticalColours', 'PriceRange'] },
  {
    name: 'swiper',
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
  { name: 'player', demos: ['Video', 'Audio', 'Controlled'] },
  {
    name: 'sweet-alert',
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
  { name: 'import', demos: ['FromFile'], wide: ['FromFile'] },
  { name: 'export', demos: ['Table'], wide: ['Table'] },
  { name: 'export-selected', demos: ['Selection'], wide: ['Selection'] }
] as const satisfies readonly {
  name: string
  demos: readonly string[]
  wide?: readonly string[]
}[]

type ExtensionName = (typeof extensionPages)[number]['name']

export const extensionPath = (name: ExtensionName) => `/extensions/${name}`
