import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { notify } from '../../components/toast'
import { refusalOf, refusalText } from '@/utility/apiErrors'
import { BulkReport } from './BulkReport'
import { downloadRows, selectedRows, type ExportFormat } from './exportSelection'
import { selectColumn } from './selectColumn'
import { countOf, overCap, scopeOf, toRequest, type RowId } from './selection'
import type { BulkSpec } from './types'
import { useBulkRun } from './useBulkRun'
import { useSelection } from './useSelection'

// The bar and its menu (with the menu's positioning library) load when the first row is selected.
const SelectionBar = lazy(() => import('./SelectionBar').then((module) => ({ default: module.SelectionBar })))

interface Options<T> {
  bulk: BulkSpec<T> | undefined
  rows: T[]
  total: number
  /** The list's address parameters: what "all matching" sends. */
  query: Record<string, string>
  keyField: keyof T & string
  /** Escape pressed in here clears the selection. */
  box: RefObject<HTMLElement | null>
}

/** A list's selection across pages and its bulk actions: the check box column, the bar, the report, Escape. */
export function useBulkSelection<T>({ bulk, rows, total, query, keyField, box }: Options<T>) {
  // Not suspending: the table draws at once and the check boxes join it when their words have loaded.
  const { t, ready } = useTranslation('list', { useSuspense: false })
  const { selection, setRows, selectAll, clear, keepOnly } = useSelection(scopeOf(query))
  const idOf = useCallback((row: T) => Number(row[keyField]), [keyField])
  // A refused row may be on another page by now: its name as last seen; a row chosen there is exported as seen.
  const names = useRef(new Map<RowId, string>())
  const seen = useRef(new Map<RowId, T>())
  useEffect(() => {
    if (!bulk) return
    for (const row of rows) {
      names.current.set(Number(row[keyField]), bulk.rowName(row))
      seen.current.set(Number(row[keyField]), row)
    }
  }, [bulk, rows, keyField])
  const count = countOf(selection, total)
  useEffect(() => {
    if (count === 0) return
    // An editing cell or an open menu takes its Escape for itself.
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target instanceof Element ? event.target : null
      if (event.key !== 'Escape' || event.defaultPrevented || !target || !box.current?.contains(target))
        return
      if (target.closest('.dropdown-menu.show, .dropdown:has(.show)')) return
      clear()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [count, box, clear])
  const run = useBulkRun({ count, request: () => toRequest(selection, query), onDone: keepOnly })
  const rowName = bulk?.rowName
  // The same column while its rows and selection stay: the table engine redraws every row for a new one.
  const column = useMemo(
    () =>
      rowName &&
      selectColumn(rows, idOf, rowName, selection, setRows, {
        page: t('selection.page'),
        row: (name) => t('selection.row', { name })
      }),
    [rows, idOf, rowName, selection, setRows, t]
  )
  if (!bulk || !ready || !column) return null
  const exporting = bulk.export
  const exportAs = async (format: ExportFormat) => {
    if (!exporting) return
    try {
      const chosen = await selectedRows(selection, seen.current, exporting, idOf)
      await downloadRows(chosen, exporting, format)
      notify.success(t('bulk.exported', { count: chosen.length }))
    } catch (error) {
      notify.error(refusalText(refusalOf(error)))
    }
  }

  const pageIds = rows.map(idOf)
  const wholePage = pageIds.length > 0 && pageIds.every((id) => selection.all !== selection.ids.has(id))
  const bar =
    count > 0 ? (
      <Suspense fallback={null}>
        <SelectionBar
          count={count}
          allMatching={!selection.all && wholePage && total > count ? total : null}
          tooMany={overCap(selection)}
          actions={bulk.actions}
          onSelectAll={selectAll}
          onClear={clear}
          onAction={run.ask}
          onExport={exporting ? (format) => void exportAs(format) : undefined}
        />
      </Suspense>
    ) : null
  const report = (
    <BulkReport
      failures={run.failures}
      nameOf={(id) => names.current.get(id) ?? `#${id}`}
      onDismiss={run.dismiss}
    />
  )
  return { column, bar, report, dialog: run.dialog }
}
