/** The UI element pages' one table (title `<name>.title`, files in `<name>/demos/`). */
export const uiElementPages = [
  {
    name: 'typography',
    path: '/ui-element/typography',
    label: 'Typography',
    icon: 'Type',
    demos: ['Headings', 'Display', 'Paragraphs', 'InlineText', 'Blockquotes', 'Lists', 'TextUtilities']
  },
  {
    name: 'colors',
    path: '/colors/colors',
    label: 'Colors',
    icon: 'Palette',
    demos: ['ThemeColors', 'Shades', 'SubtleEmphasis', 'Gradients']
  },
  { name: 'icons', path: '/icons/lucide', label: 'Icons', icon: 'LayoutGrid', demos: [] }
] as const satisfies readonly {
  name: string
  path: string
  label: string
  icon: string
  demos: readonly string[]
}[]

export const searchPages = /* @__PURE__ */ uiElementPages.map(
  ({ label, icon, path }) => [label, icon, path] as const
)
