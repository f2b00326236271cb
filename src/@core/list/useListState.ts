import { useCallback, useEffect, useMemo, useRef } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useDebouncedCallback } from '../hooks/useDebouncedCallback'
import type { SortDirection } from '@/utility/contract'

export interface ListStateSpec<F extends Record<string, string>, C extends string> {
  filters: { [K in keyof F]: readonly F[K][] }
  sortColumns: readonly C[]
  sort: readonly [C, SortDirection]
  perPageOptions?: readonly number[]
}

export type ListState<F extends Record<string, string>, C extends string> = {
  q: string
  page: number
  perPage: number
  sort: SortDirection
  sortColumn: C
} & { [K in keyof F]: F[K] | '' }

export type ListUpdate<S> = (change: Partial<S>) => void

export const defaultPerPageOptions = [10, 25, 50] as const

const positive = (value: string | null) => {
  const number = Number(value)
  return Number.isInteger(number) && number > 0 ? number : null
}

function pick<T extends string>(allowed: readonly T[], value: string | null): T | null {
  return allowed.find((candidate) => candidate === value) ?? null
}

export function readListState<F extends Record<string, string>, C extends string>(
  spec: ListStateSpec<F, C>,
  params: URLSearchParams
): ListState<F, C> {
  const perPageOptions = spec.perPageOptions ?? defaultPerPageOptions
  const perPage = positive(params.get('perPage'))
  const filters = Object.fromEntries(
    (Object.keys(spec.filters) as (keyof F & string)[]).map((key) => [
      key,
      pick(spec.filters[key], params.get(key)) ?? ''
    ])
  ) as { [K in keyof F]: F[K] | '' }
  return {
    ...filters,
    q: params.get('q') ?? '',
    page: positive(params.get('page')) ?? 1,
    perPage: perPage !== null && perPageOptions.includes(perPage) ? perPage : perPageOptions[0],
    sort: pick(['asc', 'desc'] as const, params.get('sort')) ?? spec.sort[1],
    sortColumn: pick(spec.sortColumns, params.get('sortColumn')) ?? spec.sort[0]
  }
}

/** Only what differs from the defaults, so a plain list keeps a plain URL. */
function toQuery<S extends Record<string, unknown>>(state: S, defaults: S): URLSearchParams {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(state)) if (value !== defaults[key]) query.set(key, String(value))
  return query
}

/** Anything but the page goes back to page 1: the old page may not exist in the new result. */
export function useListState<F extends Record<string, string>, C extends string>(spec: ListStateSpec<F, C>) {
  const [params, setParams] = useSearchParams()
  const state = useMemo(() => readListState(spec, params), [spec, params])
  const defaults = useMemo(() => readListState(spec, new URLSearchParams()), [spec])
  // Merged into the last state asked for: a debounced search can land before a filter's URL is committed.
  const latest = useRef(state)
  useEffect(() => {
    latest.current = state
  }, [state])

  const update = useCallback<ListUpdate<ListState<F, C>>>(
    (change) => {
      const next: ListState<F, C> = { ...latest.current, ...change, page: change.page ?? 1 }
      latest.current = next
      // Typing in the search box must not fill the history with one entry per pause.
      setParams(toQuery(next, defaults), { replace: Object.keys(change).every((key) => key === 'q') })
    },
    [setParams, defaults]
  )
  const search = useDebouncedCallback((q: string) => update({ q } as Partial<ListState<F, C>>))

  return { state, update, search }
}
