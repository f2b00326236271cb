export const uiElementPaths = {
  typography: '/ui-element/typography',
  colors: '/colors/colors',
  icons: '/icons/lucide'
} as const

export const searchPages = [
  ['Typography', 'Type', uiElementPaths.typography],
  ['Colors', 'Palette', uiElementPaths.colors],
  ['Icons', 'LayoutGrid', uiElementPaths.icons]
] as const
