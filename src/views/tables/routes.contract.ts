/** The table pages' one table (title `<name>.title`, files in `<name>/demos/`). */
export const tablePages = [
  {
    name: 'reactstrap',
    path: '/tables/reactstrap',
    label: 'Reactstrap Tables',
    nav: 'nav.tablesBasic',
    demos: [
      'Basic',
      'Dark',
      'Striped',
      'Bordered',
      'Borderless',
      'Hover',
      'Small',
      'Contextual',
      'Responsive',
      'WithAvatars'
    ],
    wide: ['Responsive', 'WithAvatars']
  },
  {
    name: 'datatables-basic',
    path: '/datatables/basic',
    label: 'DataTables Basic',
    nav: 'nav.datatablesBasic',
    demos: ['Basic', 'ZeroConfig', 'RowSelection', 'Expandable', 'Multilingual', 'ServerSide'],
    wide: ['Basic', 'ZeroConfig', 'RowSelection', 'Expandable', 'Multilingual', 'ServerSide']
  },
  {
    name: 'datatables-advance',
    path: '/datatables/advance',
    label: 'DataTables Advanced',
    nav: 'nav.datatablesAdvance',
    demos: ['Filters'],
    wide: ['Filters']
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
export const searchPages = /* @__PURE__ */ tablePages.map(
  ({ label, path }) => [label, 'Table', path] as const
)
