import { useCallback, useMemo, useState } from 'react'
import { allMatching, emptySelection, withRows, type RowId, type Selection } from './selection'

/** The list's selection; one made for other search or filter words reads as empty, so none is set while drawing. */
export function useSelection(scope: string) {
  const [stored, setStored] = useState<Selection>(() => emptySelection(scope))
  const selection = useMemo(() => (stored.scope === scope ? stored : emptySelection(scope)), [stored, scope])
  const setRows = useCallback(
    (ids: readonly RowId[], on: boolean) => setStored(withRows(selection, ids, on)),
    [selection]
  )
  const selectAll = useCallback(() => setStored(allMatching(scope)), [scope])
  const clear = useCallback(() => setStored(emptySelection(scope)), [scope])
  const keepOnly = useCallback(
    (ids: readonly RowId[]) => setStored({ all: false, ids: new Set(ids), scope }),
    [scope]
  )
  return { selection, setRows, selectAll, clear, keepOnly }
}
