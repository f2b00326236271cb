/** The UI element pages' one table (title `<name>.title`, files in `<name>/demos/`). */
export const uiElementPages = [
  {
    name: 'typography',
    path: '/ui-element/typography',
    demos: ['Headings', 'Display', 'Paragraphs', 'InlineText', 'Blockquotes', 'Lists', 'TextUtilities']
  },
  {
    name: 'colors',
    path: '/colors/colors',
    demos: ['ThemeColors', 'Shades', 'SubtleEmphasis', 'Gradients']
  },
  { name: 'icons', path: '/icons/lucide', demos: [] }
] as const satisfies readonly {
  name: string
  path: string
  demos: readonly string[]
}[]
