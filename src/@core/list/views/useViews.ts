import { useCallback, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useHref, useSearchParams } from 'react-router-dom'
import { notify } from '../../components/toast'
import { columnsParam } from '../columns/useSharedColumns'
import { encodeLayout, type ColumnLayout } from '../columns/layout.contract'
import { useGetViewsQuery } from './api'
import type { SavedView } from './views.contract'

/** A list's saved views: the current address as a view, applying one, its link, and the default on a plain visit. */
export function useViews(list: string, adopt: (stored: unknown) => string[], onApplied: () => void) {
  const { t } = useTranslation('list')
  const { data } = useGetViewsQuery(list)
  const views = data?.views ?? []
  const [params, setParams] = useSearchParams()
  const query = Object.fromEntries([...params].filter(([key]) => key !== columnsParam))
  const base = useHref('.')

  const apply = useCallback(
    (view: SavedView, replace = false) => {
      setParams(view.query, { replace })
      const dropped = adopt(view.columns)
      if (dropped.length > 0)
        notify.info(t('columns.dropped', { count: dropped.length, names: dropped.join(', ') }))
      onApplied()
    },
    [setParams, adopt, onApplied, t]
  )
  const linkTo = (view: { query: Record<string, string>; columns: ColumnLayout }) => {
    const search = new URLSearchParams({ ...view.query, [columnsParam]: encodeLayout(view.columns) })
    return new URL(`${base}?${search.toString()}`, window.location.origin).toString()
  }

  // Only a visit with a plain address opens the default view; one with parameters shows what it names.
  const plainVisit = useRef(params.size === 0)
  const fallback = views.find((view) => view.isDefault)
  useEffect(() => {
    if (!plainVisit.current || !fallback) return
    plainVisit.current = false
    apply(fallback, true)
  }, [fallback, apply])

  return { views, query, apply, linkTo }
}
