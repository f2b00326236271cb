/** The form pages' one table (title `<name>.title`, files in `<name>/demos/`). */
export const formPages = [
  {
    name: 'form-layout',
    path: '/forms/layout/form-layout',
    nav: 'nav.formLayout',
    demos: ['Horizontal', 'Vertical', 'WithIcons', 'MultipleColumns', 'CardActions'],
    wide: ['MultipleColumns']
  },
  {
    name: 'wizard',
    path: '/forms/wizard',
    nav: 'nav.formWizard',
    demos: ['Horizontal', 'Vertical', 'Modern', 'ModernVertical'],
    wide: ['Horizontal', 'Vertical', 'Modern', 'ModernVertical']
  },
  {
    name: 'form-validation',
    path: '/forms/form-validation',
    nav: 'nav.formValidation',
    demos: ['AllFields'],
    wide: ['AllFields']
  },
  {
    name: 'form-repeater',
    path: '/forms/form-repeater',
    nav: 'nav.formRepeater',
    demos: ['Items'],
    wide: ['Items']
  }
] as const satisfies readonly {
  name: string
  path: string
  nav: string
  demos: readonly string[]
  wide: readonly string[]
}[]
