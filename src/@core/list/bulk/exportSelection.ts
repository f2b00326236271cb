import { maxPerPage } from '@/utility/list.contract'
import { downloadBlob } from '@/utility/csv'
import { maxBulkRows } from './bulk.contract'
import type { RowId, Selection } from './selection'
import type { BulkExport } from './types'

export const exportFormats = ['csv', 'xlsx'] as const
export type ExportFormat = (typeof exportFormats)[number]

/**
 * The selected rows: those chosen one by one were all seen on some page; every matching row is read page by page
 * (at most `maxBulkRows`, as a bulk call acts on).
 */
export async function selectedRows<T>(
  selection: Selection,
  seen: ReadonlyMap<RowId, T>,
  spec: BulkExport<T>,
  idOf: (row: T) => RowId
): Promise<T[]> {
  if (!selection.all) return [...selection.ids].flatMap((id) => seen.get(id) ?? [])
  const rows: T[] = []
  for (let page = 1; rows.length < maxBulkRows; page++) {
    const answer = await spec.page(page, maxPerPage)
    rows.push(...answer.rows)
    if (answer.rows.length < maxPerPage || rows.length >= answer.total) break
  }
  return rows.filter((row) => !selection.ids.has(idOf(row))).slice(0, maxBulkRows)
}

/** Writes the rows with the list's columns through the sheet writers and downloads the file. */
export async function downloadRows<T>(rows: readonly T[], spec: BulkExport<T>, format: ExportFormat) {
  const name = `${spec.file}.${format}`
  // Loaded on the first export: a list that is only read never pays for the sheet writers.
  const { sheetBlob } = await import('@/utility/sheetFile')
  downloadBlob(name, await sheetBlob(format, rows, spec.columns))
  spec.exported?.(name, rows.length)
}
