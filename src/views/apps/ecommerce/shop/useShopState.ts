import { useCallback, useEffect, useMemo, useRef } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useDebouncedCallback } from '@core/hooks/useDebouncedCallback'
import { readShopQuery, shopPerPage, type ShopQuery } from '../contract'

export type ShopView = 'grid' | 'list'
export type ShopState = Omit<ShopQuery, 'perPage'> & { view: ShopView }
export type ShopUpdate = (change: Partial<ShopState>) => void

function read(params: URLSearchParams): ShopState {
  const { perPage: _perPage, ...query } = readShopQuery(Object.fromEntries(params))
  return { ...query, view: params.get('view') === 'list' ? 'list' : 'grid' }
}

const defaults = read(new URLSearchParams())

export function toParams({ view: _view, ...query }: Partial<ShopState>): Record<string, string> {
  const params: Record<string, string> = {}
  for (const [key, value] of Object.entries(query)) {
    const fallback = defaults[key as keyof ShopState]
    if (Array.isArray(value) ? value.length > 0 : value !== fallback && value !== null)
      params[key] = Array.isArray(value) ? value.join(',') : String(value)
  }
  return params
}

/** Anything but the page or the view goes back to page 1. */
export function useShopState() {
  const [params, setParams] = useSearchParams()
  const state = useMemo(() => read(params), [params])
  // A debounced search may land before the URL of a filter chosen just before it is committed.
  const latest = useRef(state)
  useEffect(() => {
    latest.current = state
  }, [state])

  const update = useCallback<ShopUpdate>(
    (change) => {
      const keepsPage = Object.keys(change).every((key) => key === 'page' || key === 'view')
      const next = {
        ...latest.current,
        ...change,
        page: change.page ?? (keepsPage ? latest.current.page : 1)
      }
      latest.current = next
      const query = new URLSearchParams(toParams(next))
      if (next.view === 'list') query.set('view', 'list')
      setParams(query, { replace: Object.keys(change).every((key) => key === 'q') })
    },
    [setParams]
  )
  const search = useDebouncedCallback((q: string) => update({ q }))
  return {
    state,
    update,
    search,
    params: useMemo(() => ({ ...toParams(state), perPage: shopPerPage }), [state])
  }
}

export const activeFilterCount = (state: ShopState) =>
  state.brands.length +
  (state.category ? 1 : 0) +
  (state.minPrice !== null || state.maxPrice !== null ? 1 : 0) +
  (state.rating ? 1 : 0) +
  (state.freeShipping ? 1 : 0)
