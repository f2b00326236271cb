/** The form element pages' one table (`/forms/elements/<name>`, title `<name>.title`, files in `<name>/demos/`). */
export const formElementPages = [
  { name: 'input', demos: ['Sizes', 'Floating', 'HelpText', 'States', 'Types', 'Plain'] },
  {
    name: 'input-group',
    demos: ['Text', 'Icons', 'Buttons', 'Dropdown', 'Merged', 'Sizes']
  },
  {
    name: 'input-mask',
    demos: ['CreditCard', 'Phone', 'DateTime', 'Numeral', 'Prefix', 'Blocks']
  },
  {
    name: 'textarea',
    demos: ['Rows', 'Floating', 'AutoGrow', 'Counter', 'States', 'Plain']
  },
  { name: 'checkbox', demos: ['States', 'Colors', 'Inline', 'Plain'] },
  { name: 'radio', demos: ['States', 'Colors', 'Inline', 'Plain'] },
  {
    name: 'switch',
    demos: ['States', 'Colors', 'Sizes', 'WithIcons', 'WithLabels', 'Inline']
  },
  {
    name: 'select',
    demos: ['Single', 'Multi', 'Grouped', 'WithAvatars', 'States', 'Creatable', 'Async', 'Sizes', 'Native']
  },
  {
    name: 'number-input',
    demos: ['Basic', 'StepDecimals', 'Sizes', 'States', 'Plain']
  },
  { name: 'file-uploader', demos: ['Single', 'Multiple', 'Restricted', 'Progress'] },
  { name: 'editor', demos: ['Full', 'Basic', 'States'], wide: ['Full'] },
  {
    name: 'pickers',
    demos: ['Date', 'Range', 'DisabledDays', 'MinMax', 'Multiple', 'Inline', 'DateTime', 'Time']
  }
] as const satisfies readonly {
  name: string
  demos: readonly string[]
  wide?: readonly string[]
}[]

type FormElementName = (typeof formElementPages)[number]['name']

export const formElementPath = (name: FormElementName) => `/forms/elements/${name}`
