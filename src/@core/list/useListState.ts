import { useCallback, useEffect, useMemo, useRef } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useDebouncedCallback } from '../hooks/useDebouncedCallback'
import { readListParams, type ListParams, type ListValues } from '@/utility/list.contract'

export interface ListStateSpec<P extends ListParams> {
  params: P
  perPageOptions?: readonly number[]
  /** Parameters that change how the rows are shown, not which: they keep the page and are not sent. */
  local?: readonly (keyof P & string)[]
}

export type ListState<P extends ListParams> = ListValues<P>

export type ListUpdate<S> = (change: Partial<S>, options?: { replace?: boolean }) => void

export const defaultPerPageOptions = [10, 25, 50] as const

// How the rows are paged and ordered, not which rows there are.
const arrangement = ['page', 'perPage', 'sort', 'sortColumn']

export function readListState<P extends ListParams>(
  spec: ListStateSpec<P>,
  params: URLSearchParams
): ListState<P> {
  const { values } = readListParams(spec.params, Object.fromEntries(params), true)
  const state: Record<string, unknown> = values
  const options: readonly unknown[] | undefined = spec.perPageOptions
  if (options && !options.includes(state.perPage)) state.perPage = options[0]
  return values
}

const written = (value: unknown) =>
  Array.isArray(value) ? value.join(',') : value === null ? '' : String(value)

/** Only what differs from the defaults, so a plain list keeps a plain URL. */
function toQuery(state: object, defaults: object, leaveOut: readonly string[] = []): Record<string, string> {
  const fallback: Record<string, unknown> = { ...defaults }
  const query: Record<string, string> = {}
  for (const [key, value] of Object.entries(state))
    if (!leaveOut.includes(key) && written(value) !== written(fallback[key])) query[key] = written(value)
  return query
}

/** Anything but the page and local parameters goes back to page 1: the old page may not exist in the new result. */
export function useListState<P extends ListParams>(spec: ListStateSpec<P>) {
  type State = ListState<P>
  const [params, setParams] = useSearchParams()
  const state = useMemo(() => readListState(spec, params), [spec, params])
  const defaults = useMemo(() => readListState(spec, new URLSearchParams()), [spec])
  // Merged into the last state asked for: a debounced search can land before a filter's URL is committed.
  const latest = useRef(state)
  useEffect(() => {
    latest.current = state
  }, [state])

  const update = useCallback<ListUpdate<State>>(
    (change, options = {}) => {
      const keepsPage = Object.keys(change).every((key) => key === 'page' || spec.local?.includes(key))
      const next: State = { ...latest.current, ...change }
      if ('page' in next && !keepsPage && !('page' in change)) Object.assign(next, { page: 1 })
      latest.current = next
      // Typing in the search box must not fill the history with one entry per pause.
      const replace = options.replace ?? Object.keys(change).every((key) => key === 'q')
      setParams(toQuery(next, defaults), { replace })
    },
    [setParams, defaults, spec]
  )
  /** Every parameter back to its default (the local ones stay), then `change`. */
  const reset = useCallback(
    (change: Partial<State> = {}) => {
      const local = Object.fromEntries((spec.local ?? []).map((key) => [key, latest.current[key]]))
      update({ ...defaults, ...local, ...change })
    },
    [update, defaults, spec]
  )
  const search = useDebouncedCallback((q: string) => update({ q } as Partial<State>))
  const href = useCallback(
    (change: Partial<State>) =>
      `?${new URLSearchParams(toQuery({ ...state, ...change }, defaults)).toString()}`,
    [state, defaults]
  )
  const query = useMemo(() => toQuery(state, defaults, spec.local), [state, defaults, spec])
  /** A search or filter picks the rows: an empty list then means "no match", not "nothing yet". */
  const narrowed = Object.keys(query).some((key) => !arrangement.includes(key))

  return { params: spec.params, state, update, reset, search, href, query, narrowed }
}
