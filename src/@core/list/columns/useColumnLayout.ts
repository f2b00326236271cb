import { useCallback, useMemo, useState } from 'react'
import { getUserData } from '@/utility/auth/storage'
import type { TableLayout } from '../../components/data-table/engineProps'
import { withShownOrder } from './arrange'
import { clampWidth, fitLayout, type ColumnLayout } from './layout.contract'
import { layoutStorageKey, readStoredLayout, storeLayout } from './columnStore'

export interface ColumnLayoutControl {
  layout: ColumnLayout
  setLayout: (layout: ColumnLayout) => void
  /** Applies a layout from elsewhere (a view, a link) and names the columns this list does not have. */
  adopt: (stored: unknown) => string[]
  /** The layout as a table takes it: density, widths, and the pointer's resize and reorder saved back. */
  table: TableLayout
}

/** The user's layout of one list, remembered per user and list in this browser. */
export function useColumnLayout(listKey: string, ids: readonly string[]): ColumnLayoutControl {
  // Read where the session keeps it, so a list does not need the store to know whose layout it shows.
  const [userId] = useState(() => getUserData()?.id ?? 'guest')
  const key = layoutStorageKey(userId, listKey)
  const idsKey = ids.join('\n')
  const [stored, setStored] = useState(() => ({ key, value: readStoredLayout(key) }))
  if (stored.key !== key) setStored({ key, value: readStoredLayout(key) })
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the ids' text is their identity
  const layout = useMemo(() => fitLayout(stored.value, ids).layout, [stored.value, idsKey])

  const setLayout = useCallback(
    (next: ColumnLayout) => {
      setStored({ key, value: next })
      storeLayout(key, next)
    },
    [key]
  )
  const adopt = useCallback(
    (value: unknown) => {
      const fitted = fitLayout(value, ids)
      setLayout(fitted.layout)
      return fitted.dropped
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the ids' text is their identity
    [setLayout, idsKey]
  )
  const table = useMemo<TableLayout>(
    () => ({
      dense: layout.density === 'compact',
      widths: layout.widths,
      onResize: (id, width) =>
        setLayout({ ...layout, widths: { ...layout.widths, [id]: clampWidth(width) } }),
      onReorder: (ids) => setLayout(withShownOrder(layout, ids))
    }),
    [layout, setLayout]
  )
  return { layout, setLayout, adopt, table }
}
