import { useCallback, useMemo, useState } from 'react'
import { getUserData } from '@/utility/auth/storage'
import { fitLayout, type ColumnLayout } from './layout.contract'
import { layoutStorageKey, readStoredLayout, storeLayout } from './columnStore'

export interface ColumnLayoutControl {
  layout: ColumnLayout
  setLayout: (layout: ColumnLayout) => void
  /** Applies a layout from elsewhere (a view, a link) and names the columns this list does not have. */
  adopt: (stored: unknown) => string[]
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
  return { layout, setLayout, adopt }
}
