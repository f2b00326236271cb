/** The form pages' one table (title `<name>.title`, files in `<name>/demos/`). */
export const formPages = [
  {
    name: 'form-layout',
    path: '/forms/layout/form-layout',
    label: 'Form Layout',
    nav: 'nav.formLayout',
    demos: ['Horizontal', 'Vertical', 'WithIcons', 'MultipleColumns', 'CardActions'],
    wide: ['MultipleColumns']
  },
  {
    name: 'wizard',
    path: '/forms/wizard',
    label: 'Form Wizard',
    nav: 'nav.formWizard',
    demos: ['Horizontal', 'Vertical', 'Modern', 'ModernVertical'],
    wide: ['Horizontal', 'Vertical', 'Modern', 'ModernVertical']
  },
  {
    name: 'form-validation',
    path: '/forms/form-validation',
    label: 'Form Validation',
    nav: 'nav.formValidation',
    demos: ['AllFields'],
    wide: ['AllFields']
  },
  {
    name: 'form-repeater',
    path: '/forms/form-repeater',
    label: 'Form Repeater',
    nav: 'nav.formRepeater',
    demos: ['Items'],
    wide: ['Items']
  }
] as const satisfies readonly {
  name: string
  path: string
  label: string
  nav: string
  demos: readonly string[]
  wide: readonly string[]
}[]

// Pure: the route table (in the entry) imports this module.
export const searchPages = /* @__PURE__ */ formPages.map(
  ({ label, path }) => [label, 'FileText', path] as const
)
