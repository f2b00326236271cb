import type { ListState, ListStateSpec } from '@core/list/useListState'
import {
  userPlans,
  userRoles,
  userStatuses,
  type UserPlan,
  type UserRole,
  type UserSortColumn,
  type UserStatus
} from '../contract'

type Filters = { role: UserRole; currentPlan: UserPlan; status: UserStatus }

export const listSpec: ListStateSpec<Filters, UserSortColumn> = {
  filters: { role: userRoles, currentPlan: userPlans, status: userStatuses },
  sortColumns: ['fullName', 'role', 'currentPlan', 'billing', 'status'],
  sort: ['fullName', 'asc']
}

export type UserListState = ListState<Filters, UserSortColumn>
