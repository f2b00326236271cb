import { useCallback, useEffect, useMemo, useRef } from 'react'
import { useSearchParams } from 'react-router-dom'
import { isInvoiceStatus } from '../status'
import type { InvoiceListParams, InvoiceSortColumn, SortDirection } from '../contract'

export const perPageOptions = [10, 25, 50]

const sortColumns: InvoiceSortColumn[] = ['id', 'invoiceStatus', 'client.name', 'total', 'issuedDate', 'dueDate', 'balance']
const defaults = { q: '', status: '', page: 1, perPage: 10, sort: 'desc', sortColumn: 'id' } as const

export type ListState = Required<Pick<InvoiceListParams, 'q' | 'status' | 'sort' | 'sortColumn'>> & { page: number; perPage: number }

const positive = (value: string | null, fallback: number) => {
  const number = Number(value)
  return Number.isInteger(number) && number > 0 ? number : fallback
}

/** Reads the list state from the URL query string, so reload and back keep it; whatever a
 *  hand-edited URL gets wrong falls back to the default. */
export function readListState(params: URLSearchParams): ListState {
  const status = params.get('status')
  const sort = params.get('sort')
  const sortColumn = params.get('sortColumn') as InvoiceSortColumn | null
  const perPage = positive(params.get('perPage'), defaults.perPage)
  return {
    q: params.get('q') ?? defaults.q,
    status: isInvoiceStatus(status) ? status : defaults.status,
    page: positive(params.get('page'), defaults.page),
    perPage: perPageOptions.includes(perPage) ? perPage : defaults.perPage,
    sort: sort === 'asc' || sort === 'desc' ? (sort as SortDirection) : defaults.sort,
    sortColumn: sortColumn && sortColumns.includes(sortColumn) ? sortColumn : defaults.sortColumn
  }
}

const toQuery = (state: ListState) => {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(state)) {
    if (value !== defaults[key as keyof ListState]) query.set(key, String(value))
  }
  return query
}

/** The list state and a setter that writes only what differs from the defaults (short URLs).
 *  Changing anything but the page goes back to page 1: the old page may no longer exist. */
export function useListParams() {
  const [params, setParams] = useSearchParams()
  const state = useMemo(() => readListState(params), [params])
  // Changes are merged into the last state asked for, not the last one rendered: a debounced
  // search can land before the URL of a filter chosen just before it has been committed.
  const latest = useRef(state)
  useEffect(() => {
    latest.current = state
  }, [state])

  const update = useCallback(
    (change: Partial<ListState>) => {
      const next: ListState = { ...latest.current, ...change }
      if (!('page' in change)) next.page = 1
      latest.current = next
      setParams(toQuery(next), { replace: 'q' in change })
    },
    [setParams]
  )

  return [state, update] as const
}
