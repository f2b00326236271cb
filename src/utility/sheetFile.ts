import { CsvSyntaxError, parseCsv, toCsv, type CsvColumn } from './csv'
import { SheetBudget, sheetLimits, SheetLimitError, type SheetLimit } from './sheetLimits'
import { checkWorksheetShape } from './xlsxShape'
import { storedZip, unzipXmlParts } from './zipParts'

export const sheetFormats = ['xlsx', 'csv', 'txt'] as const
export type SheetFormat = (typeof sheetFormats)[number]

export const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** The rows as a file: a workbook, comma-separated text, or tab-separated text. */
export async function sheetBlob<T>(
  format: SheetFormat,
  rows: readonly T[],
  columns: readonly CsvColumn<T>[]
): Promise<Blob> {
  if (format === 'csv') return new Blob(['\uFEFF', toCsv(rows, columns)], { type: 'text/csv;charset=utf-8' })
  if (format === 'txt') return new Blob([toCsv(rows, columns, '\t')], { type: 'text/plain;charset=utf-8' })
  const { default: writeXlsxFile } = await import('write-excel-file/universal')
  // Cells are typed values, never formulas, so a workbook needs no defusing.
  const header = columns.map((column) => ({ value: column.header, fontWeight: 'bold' as const }))
  const body = rows.map((row) => columns.map((column) => column.value(row)))
  return writeXlsxFile([header, ...body], { sheet: 'Data' }).toBlob()
}

type SheetProblem = 'type' | 'empty' | 'malformed' | SheetLimit

export class SheetError extends Error {
  constructor(readonly problem: SheetProblem) {
    super(`Unreadable sheet: ${problem}`)
  }
}

export interface SheetTable {
  headers: string[]
  rows: string[][]
}

/**
 * The first sheet of an .xlsx file or a .csv file, as text cells under their headers; a file past one of
 * `sheetLimits` is refused as soon as the limit is passed.
 */
export async function readSheetFile(file: File): Promise<SheetTable> {
  const extension = file.name.toLowerCase().split('.').pop()
  if (extension !== 'csv' && extension !== 'xlsx') throw new SheetError('type')
  if (file.size > sheetLimits.fileBytes) throw new SheetError('fileBytes')
  try {
    return asTable(extension === 'csv' ? parseText(await file.text()) : await readWorkbook(file))
  } catch (error) {
    if (error instanceof SheetLimitError) throw new SheetError(error.limit)
    throw error
  }
}

function parseText(text: string): string[][] {
  try {
    return parseCsv(text, ',', new SheetBudget())
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw new SheetError('malformed')
    throw error
  }
}

async function readWorkbook(file: File): Promise<string[][]> {
  const checked = unpackChecked(new Uint8Array(await file.arrayBuffer()))
  const { readSheet } = await import('read-excel-file/universal')
  const sheet = await readSheet(checked).catch((error: unknown) => {
    const code = (error as { code?: string }).code
    throw new SheetError(code === 'NO_DATA' ? 'empty' : 'malformed')
  })
  const budget = new SheetBudget()
  return sheet.map((row) => {
    budget.row()
    return row.map((value, index) => {
      budget.cell(index + 1)
      return asText(value)
    })
  })
}

function unpackChecked(bytes: Uint8Array): ArrayBuffer {
  let parts: Record<string, Uint8Array>
  try {
    parts = unzipXmlParts(bytes)
  } catch (error) {
    if (error instanceof SheetLimitError) throw error
    throw new SheetError('malformed')
  }
  for (const [name, part] of Object.entries(parts)) {
    if (name.startsWith('xl/worksheets/')) checkWorksheetShape(new TextDecoder().decode(part))
  }
  // read-excel-file takes only a whole archive, so the checked parts go back into one, stored.
  return storedZip(parts)
}

function asText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  return String(value)
}

function trimEnd(line: string[]): string[] {
  let end = line.length
  while (end > 0 && line[end - 1]!.trim() === '') end -= 1
  return line.slice(0, end)
}

function asTable(grid: string[][]): SheetTable {
  const lines = grid.map(trimEnd).filter((line) => line.length > 0)
  const [headers, ...rows] = lines
  if (!headers) throw new SheetError('empty')
  const width = headers.length
  if (headers.some((header) => header.trim() === '') || rows.some((row) => row.length > width)) {
    throw new SheetError('malformed')
  }
  return { headers, rows: rows.map((row) => [...row, ...Array<string>(width - row.length).fill('')]) }
}
