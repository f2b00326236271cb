import { choice, number } from '@/utility/list.contract'
import { groupColumns, groupOrders, maxOpenGroups, type GroupRequest } from '../../grouping.contract'

/** The grouped table's state in the address bar: the columns, the groups' order and the page of groups. */
export const groupViewParams = {
  by: choice(groupColumns, 'city'),
  then: choice(groupColumns),
  groupSort: choice(groupOrders, 'key'),
  sort: choice(['asc', 'desc'] as const, 'asc'),
  page: number({ min: 1, max: Number.MAX_SAFE_INTEGER, whole: true, fallback: 1 })
}
export const groupViewSpec = { params: groupViewParams }

interface GroupView {
  by: string
  then: string
  groupSort: string
  sort: string
  page: number
}

export const groupsPerPage = 10

/** The columns asked for, the outer first; a second column equal to the first is no second column. */
export const groupColumnsOf = ({ by, then }: Pick<GroupView, 'by' | 'then'>) =>
  then && then !== by ? [by, then] : [by]

export function groupRequest(view: GroupView, open: readonly string[]): GroupRequest {
  return {
    groupBy: groupColumnsOf(view).join(','),
    aggregate: 'salary,age',
    groupSort: view.groupSort as GroupRequest['groupSort'],
    sort: view.sort as GroupRequest['sort'],
    page: view.page,
    perPage: groupsPerPage,
    open: open.join(',')
  }
}

export const toggled = (items: readonly string[], path: string) =>
  items.includes(path) ? items.filter((item) => item !== path) : [...items, path]

/** Opens or closes a leaf group; past the most the server opens, the one opened first closes. */
export const toggleOpen = (open: readonly string[], path: string) => toggled(open, path).slice(-maxOpenGroups)
