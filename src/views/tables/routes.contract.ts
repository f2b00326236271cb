/** The table pages' one table (title `<name>.title`, files in `<name>/demos/`). */
export const tablePages = [
  {
    name: 'reactstrap',
    path: '/tables/reactstrap',
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
    nav: 'nav.datatablesBasic',
    demos: ['Basic', 'ZeroConfig', 'RowSelection', 'Expandable', 'Multilingual', 'ServerSide'],
    wide: ['Basic', 'ZeroConfig', 'RowSelection', 'Expandable', 'Multilingual', 'ServerSide']
  },
  {
    name: 'datatables-advance',
    path: '/datatables/advance',
    nav: 'nav.datatablesAdvance',
    demos: ['Filters', 'Grouping'],
    wide: ['Filters', 'Grouping']
  }
] as const satisfies readonly {
  name: string
  path: string
  nav: string
  demos: readonly string[]
  wide: readonly string[]
}[]
