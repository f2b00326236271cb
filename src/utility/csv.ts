type CellValue = string | number | boolean | null | undefined

export interface CsvColumn<T> {
  header: string
  value: (row: T) => CellValue
}

// Spreadsheets run a cell that starts with one of these as a formula (CSV injection).
const formulaStart = /^[=+\-@\t\r]/

function cell(value: CellValue, delimiter: string): string {
  let text = value === null || value === undefined ? '' : String(value)
  // Only text can be a formula; a real number such as -5 stays a number.
  if (typeof value === 'string' && formulaStart.test(text)) text = `'${text}`
  const quoted = text.includes(delimiter) || /["\r\n]/.test(text) || text !== text.trim()
  return quoted ? `"${text.replace(/"/g, '""')}"` : text
}

/** Comma-separated by default; `'\t'` gives tab-separated text. */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[], delimiter = ','): string {
  const lines = [
    columns.map((column) => cell(column.header, delimiter)),
    ...rows.map((row) => columns.map((column) => cell(column.value(row), delimiter)))
  ]
  return lines.map((line) => line.join(delimiter)).join('\r\n')
}

export class CsvSyntaxError extends Error {}

/** Told of every row and cell as it is read; it may throw to stop the reading. */
export interface CsvBudget {
  row(): void
  cell(column: number): void
}

const unlimited: CsvBudget = { row: () => undefined, cell: () => undefined }

/** The cells of each line; quoted cells may hold the delimiter, quotes and line breaks. */
export function parseCsv(text: string, delimiter = ',', budget = unlimited): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let value = ''
  let at = text.startsWith('\uFEFF') ? 1 : 0
  const endCell = () => {
    if (row.length === 0) budget.row()
    budget.cell(row.length + 1)
    row.push(value)
    value = ''
  }
  while (at < text.length) {
    const char = text[at]!
    if (char === '"' && value === '') {
      const close = quotedEnd(text, at + 1)
      value = text.slice(at + 1, close).replace(/""/g, '"')
      at = close + 1
      if (at < text.length && !['\r', '\n', delimiter].includes(text[at]!)) {
        throw new CsvSyntaxError(`Text after a closing quote at ${at}`)
      }
      continue
    }
    if (char === delimiter) endCell()
    else if (char === '\n' || char === '\r') {
      endCell()
      rows.push(row)
      row = []
      if (char === '\r' && text[at + 1] === '\n') at += 1
    } else value += char
    at += 1
  }
  if (value !== '' || row.length > 0) {
    endCell()
    rows.push(row)
  }
  return rows
}

function quotedEnd(text: string, from: number): number {
  for (let at = from; at < text.length; at += 1) {
    if (text[at] !== '"') continue
    if (text[at + 1] !== '"') return at
    at += 1
  }
  throw new CsvSyntaxError(`Unclosed quote from ${from - 1}`)
}

export function downloadFile(name: string, content: string, type = 'text/csv;charset=utf-8'): void {
  // The byte-order mark makes spreadsheet apps read UTF-8 correctly.
  downloadBlob(name, new Blob([type.startsWith('text/csv') ? '\uFEFF' : '', content], { type }))
}

export function downloadBlob(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  URL.revokeObjectURL(url)
}
