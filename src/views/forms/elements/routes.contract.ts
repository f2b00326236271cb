/** The form element pages' one table (`/forms/elements/<name>`, title `<name>.title`, files in `<name>/demos/`). */
export const formElementPages = [
  { name: 'input', label: 'Input', demos: ['Sizes', 'Floating', 'HelpText', 'States', 'Types', 'Plain'] },
  {
    name: 'input-group',
    label: 'Input Group',
    demos: ['Text', 'Icons', 'Buttons', 'Dropdown', 'Merged', 'Sizes']
  },
  {
    name: 'input-mask',
    label: 'Input Mask',
    demos: ['CreditCard', 'Phone', 'DateTime', 'Numeral', 'Prefix', 'Blocks']
  },
  {
    name: 'textarea',
    label: 'Textarea',
    demos: ['Rows', 'Floating', 'AutoGrow', 'Counter', 'States', 'Plain']
  },
  { name: 'checkbox', label: 'Checkbox', demos: ['States', 'Colors', 'Inline', 'Plain'] },
  { name: 'radio', label: 'Radio', demos: ['States', 'Colors', 'Inline', 'Plain'] },
  {
    name: 'switch',
    label: 'Switch',
    demos: ['States', 'Colors', 'Sizes', 'WithIcons', 'WithLabels', 'Inline']
  },
  {
    name: 'select',
    label: 'Select',
    demos: ['Single', 'Multi', 'Grouped', 'WithAvatars', 'States', 'Creatable', 'Async', 'Sizes', 'Native']
  },
  {
    name: 'number-input',
    label: 'Number Input',
    demos: ['Basic', 'StepDecimals', 'Sizes', 'States', 'Plain']
  },
  { name: 'file-uploader', label: 'File Uploader', demos: ['Single', 'Multiple', 'Restricted', 'Progress'] },
  { name: 'editor', label: 'Editor', demos: ['Full', 'Basic', 'States'], wide: ['Full'] },
  {
    name: 'pickers',
    label: 'Pickers',
    demos: ['Date', 'Range', 'DisabledDays', 'MinMax', 'Multiple', 'Inline', 'DateTime', 'Time']
  }
] as const satisfies readonly {
  name: string
  label: string
  demos: readonly string[]
  wide?: readonly string[]
}[]

type FormElementName = (typeof formElementPages)[number]['name']

export const formElementPath = (name: FormElementName) => `/forms/elements/${name}`

// Pure: the route table (in the entry) imports this module for `formElementPath` alone.
export const searchPages = /* @__PURE__ */ formElementPages.map(
  ({ name, label }) => [label, 'TextCursorInput', formElementPath(name)] as const
)
