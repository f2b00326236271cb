/** The UI elements pages' addresses and navbar search entries (plain data, no zod): typography,
 *  colours and the icon set. The mock's search reads `searchPages` from here. */

export const uiElementPaths = {
  typography: '/ui-element/typography',
  colors: '/colors/colors',
  icons: '/icons/lucide'
} as const

/** The navbar search's entries: [English title, lucide icon name, path]. */
export const searchPages = [
  ['Typography', 'Type', uiElementPaths.typography],
  ['Colors', 'Palette', uiElementPaths.colors],
  ['Icons', 'LayoutGrid', uiElementPaths.icons]
] as const
