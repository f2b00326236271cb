/** The UI element pages: the one table their routes, menu entries, search entries and the crawl's
 *  list come from (plain data, no zod). Each is titled by the key `<name>.title` of the `ui`
 *  namespace; `demos` are its files in `<name>/demos/`, in order (the icon page has its own screen). */
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

/** The navbar search's entries: [English title, lucide icon name, path]. */
export const searchPages = /* @__PURE__ */ uiElementPages.map(
  ({ label, icon, path }) => [label, icon, path] as const
)
