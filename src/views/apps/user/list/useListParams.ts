import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import { plans, roles, statuses } from '../options'
import type { SortDirection, UserPlan, UserRole, UserSortColumn, UserStatus } from '../contract'

/** The list's state, kept in the query string so a reload, a shared link or "back" restores it. */
export interface ListState {
  q: string
  role: UserRole | ''
  currentPlan: UserPlan | ''
  status: UserStatus | ''
  page: number
  perPage: number
  sort: SortDirection
  sortColumn: UserSortColumn
}

export const perPageOptions = [10, 25, 50]
export const sortColumns: readonly UserSortColumn[] = ['fullName', 'role', 'currentPlan', 'billing', 'status']

const defaults: ListState = { q: '', role: '', currentPlan: '', status: '', page: 1, perPage: 10, sort: 'asc', sortColumn: 'fullName' }

// A hand-edited URL can hold anything: unknown values fall back to the defaults.
const pick = <T extends string>(allowed: readonly T[], value: string | null, fallback: T | ''): T | '' =>
  allowed.includes(value as T) ? (value as T) : fallback

function parse(search: URLSearchParams): ListState {
  const page = Number(search.get('page'))
  const perPage = Number(search.get('perPage'))
  return {
    q: search.get('q') ?? '',
    role: pick(roles, search.get('role'), ''),
    currentPlan: pick(plans, search.get('currentPlan'), ''),
    status: pick(statuses, search.get('status'), ''),
    page: Number.isInteger(page) && page > 0 ? page : defaults.page,
    perPage: perPageOptions.includes(perPage) ? perPage : defaults.perPage,
    sort: search.get('sort') === 'desc' ? 'desc' : 'asc',
    sortColumn: (pick(sortColumns, search.get('sortColumn'), '') || defaults.sortColumn) as UserSortColumn
  }
}

/** What the list shows, and a setter that changes part of it. Changing anything but the page
 *  goes back to page 1, since the old page may not exist in the new result. */
export function useListParams(): [ListState, (change: Partial<ListState>) => void] {
  const [search, setSearch] = useSearchParams()
  const state = useMemo(() => parse(search), [search])

  const update = useCallback(
    (change: Partial<ListState>) => {
      setSearch(
        (current) => {
          const next: ListState = { ...parse(current), page: 1, ...change }
          const params = new URLSearchParams()
          // Only what differs from the defaults, so the plain list keeps a plain URL.
          for (const key of Object.keys(defaults) as (keyof ListState)[]) {
            if (next[key] !== defaults[key]) params.set(key, String(next[key]))
          }
          return params
        },
        // Typing in the search box should not fill the history with one entry per keystroke.
        { replace: 'q' in change }
      )
    },
    [setSearch]
  )
  return [state, update]
}
