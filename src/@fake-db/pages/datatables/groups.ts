import { salaryOf, type Employee } from '@/views/tables/contract'
import {
  groupPath,
  maxGroupRows,
  type EmployeeGroup,
  type EmployeeGroups,
  type GroupColumn,
  type GroupLeaf,
  type GroupQuery,
  type NumericColumn
} from '@/views/tables/grouping.contract'
import { paginate } from '../../utils'

type Totals = Pick<GroupLeaf, 'count' | 'figures'>

// Salaries travel as text: each row's figures are read once, while the row object lives.
const read = new WeakMap<Employee, Record<NumericColumn, number>>()
function figuresOf(row: Employee): Record<NumericColumn, number> {
  let found = read.get(row)
  if (!found) read.set(row, (found = { salary: salaryOf(row), age: Number(row.age) }))
  return found
}
const keyOf = (row: Employee, column: GroupColumn) => (column === 'status' ? String(row.status) : row[column])
const cents = (n: number) => Math.round(n * 100) / 100

function totalsOf(rows: readonly Employee[], aggregate: readonly NumericColumn[]): Totals {
  const figures: Totals['figures'] = {}
  for (const column of aggregate) {
    let sum = 0
    for (const row of rows) sum += figuresOf(row)[column]
    figures[column] = { sum: cents(sum), avg: rows.length ? cents(sum / rows.length) : 0 }
  }
  return { count: rows.length, figures }
}

function bucket(rows: readonly Employee[], column: GroupColumn): Map<string, Employee[]> {
  const buckets = new Map<string, Employee[]>()
  for (const row of rows) {
    const key = keyOf(row, column)
    const list = buckets.get(key)
    if (list) list.push(row)
    else buckets.set(key, [row])
  }
  return buckets
}

const byKey = (a: readonly string[], b: readonly string[]) =>
  a[a.length - 1]!.localeCompare(b[b.length - 1]!, 'en', { numeric: true })

/** The order the query asks for; ties fall back to the key so pages stay stable. */
function orderOf(query: GroupQuery) {
  const [column, figure] = query.groupSort.split('.') as [NumericColumn, 'sum' | 'avg']
  const measure = (group: Totals) =>
    query.groupSort === 'count' ? group.count : (group.figures[column]?.[figure] ?? 0)
  const direction = query.sort === 'desc' ? -1 : 1
  return <G extends Totals & { key: string[] }>(a: G, b: G) =>
    direction *
    (query.groupSort === 'key' ? byKey(a.key, b.key) : measure(a) - measure(b) || byKey(a.key, b.key))
}

function leaves(buckets: Map<string, Employee[]>, parent: string[], query: GroupQuery) {
  const open = new Set(query.open)
  return [...buckets].map(([value, members]): GroupLeaf => {
    const key = [...parent, value]
    const shown = open.has(groupPath(key)) ? members.slice(0, maxGroupRows) : []
    return { key, ...totalsOf(members, query.aggregate), rows: shown }
  })
}

/** Groups the matching rows by one or two columns, pages the first level and opens the leaves asked for. */
export function groupEmployees(rows: readonly Employee[], query: GroupQuery): EmployeeGroups {
  const [first, second] = query.groupBy as [GroupColumn, GroupColumn | undefined]
  const order = orderOf(query)
  const buckets = bucket(rows, first)
  const tops = leaves(buckets, [], second ? { ...query, open: [] } : query)
  const page = paginate([...tops].sort(order), query.page, query.perPage)
  const groups = page.map((top): EmployeeGroup => {
    const inner = second ? leaves(bucket(buckets.get(top.key[0]!)!, second), top.key, query).sort(order) : []
    return { ...top, groups: inner }
  })
  return { groups, total: tops.length, totals: totalsOf(rows, query.aggregate) }
}
