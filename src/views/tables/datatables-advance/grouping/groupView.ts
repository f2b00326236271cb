import { choice } from '@/utility/list.contract'
import { employeeListParams, type EmployeeListParams } from '../../contract'
import { groupColumns, groupOrders, maxOpenGroups, type GroupRequest } from '../../grouping.contract'

/**
 * The advanced table's state in the address bar: the rows' search, page and order, and, when grouped, the columns
 * and the groups' order (the page and direction then count groups).
 */
export const groupViewParams = {
  ...employeeListParams,
  by: choice(groupColumns),
  then: choice(groupColumns),
  groupSort: choice(groupOrders, 'key')
}
export const groupViewSpec = { params: groupViewParams }

interface GroupView {
  q: string
  by: string
  then: string
  groupSort: string
  sort: string
  page: number
}

export const groupsPerPage = 10

/** The columns asked for, the outer first; none without a first; a second equal to the first is no second. */
export const groupColumnsOf = ({ by, then }: Pick<GroupView, 'by' | 'then'>) =>
  by === '' ? [] : then && then !== by ? [by, then] : [by]

export function groupRequest(view: GroupView, open: readonly string[]): GroupRequest {
  return {
    ...(view.q && { q: view.q }),
    groupBy: groupColumnsOf(view).join(','),
    aggregate: 'salary,age',
    groupSort: view.groupSort as GroupRequest['groupSort'],
    sort: view.sort as GroupRequest['sort'],
    page: view.page,
    perPage: groupsPerPage,
    open: open.join(',')
  }
}

/** What the rows' call sends: the list's own parameters, not the grouping's. */
export const rowRequest = ({ q, page, perPage, sort, sortColumn }: Required<EmployeeListParams>) => ({
  q,
  page,
  perPage,
  sort,
  sortColumn
})

export const toggled = (items: readonly string[], path: string) =>
  items.includes(path) ? items.filter((item) => item !== path) : [...items, path]

/** Opens or closes a leaf group; past the most the server opens, the one opened first closes. */
export const toggleOpen = (open: readonly string[], path: string) => toggled(open, path).slice(-maxOpenGroups)
