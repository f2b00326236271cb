import { sheetLimits, SheetLimitError } from './sheetLimits'

const rowTag = /<row\b[^>]*?\br="(\d+)"/g
const cellReference = /<c\b[^>]*?\br="([A-Z]+)\d+"/g
const cellTag = /<c[\s/>]/g

/**
 * Refuses a worksheet whose cell addresses reach past the row or column limit, or that holds too many cells,
 * before a reader lays it out as a grid (one cell at XFD1048576 would be a grid of 17 billion).
 */
export function checkWorksheetShape(xml: string): void {
  let lastRow = countOf(xml, /<row\b/g)
  for (const match of xml.matchAll(rowTag)) lastRow = Math.max(lastRow, Number(match[1]))
  if (lastRow > sheetLimits.rows) throw new SheetLimitError('rows')
  for (const match of xml.matchAll(cellReference)) {
    if (columnNumber(match[1]!) > sheetLimits.columns) throw new SheetLimitError('columns')
  }
  if (countOf(xml, cellTag) > sheetLimits.cells) throw new SheetLimitError('cells')
}

function countOf(text: string, pattern: RegExp): number {
  let count = 0
  for (const _ of text.matchAll(pattern)) count += 1
  return count
}

function columnNumber(letters: string): number {
  let number = 0
  for (const letter of letters) number = number * 26 + letter.charCodeAt(0) - 64
  return number
}
