export interface CsvColumn<T> {
  header: string
  value: (row: T) => string | number | boolean | null | undefined
}

// Spreadsheets run a cell that starts with one of these as a formula (CSV injection).
const formulaStart = /^[=+\-@\t\r]/

function cell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value)
  // Only text can be a formula; a real number such as -5 stays a number.
  if (typeof value === 'string' && formulaStart.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text
}

export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [
    columns.map((column) => cell(column.header)),
    ...rows.map((row) => columns.map((column) => cell(column.value(row))))
  ]
  return lines.map((line) => line.join(',')).join('\r\n')
}

export function downloadFile(name: string, content: string, type = 'text/csv;charset=utf-8'): void {
  // The byte-order mark makes spreadsheet apps read UTF-8 correctly.
  const blob = new Blob([type.startsWith('text/csv') ? '\uFEFF' : '', content], { type })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  URL.revokeObjectURL(url)
}
