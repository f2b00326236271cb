/** What an imported sheet may hold; a file past any of these is refused before it is read further. */
export const sheetLimits = {
  /** The file as picked (for .xlsx, the zip). */
  fileBytes: 2 * 1024 * 1024,
  /** The text read: for .xlsx, the XML parts once inflated; for .csv, the file itself. */
  unpackedBytes: 10 * 1024 * 1024,
  rows: 10_000,
  columns: 100,
  cells: 200_000
} as const

export type SheetLimit = keyof typeof sheetLimits

/** Counts a sheet's rows and cells as they are read, and stops at the first limit passed. */
export class SheetBudget {
  private rows = 0
  private cells = 0

  row(): void {
    this.rows += 1
    if (this.rows > sheetLimits.rows) throw new SheetLimitError('rows')
  }

  /** A cell at `column` (counted from 1) of the current row. */
  cell(column: number): void {
    this.cells += 1
    if (column > sheetLimits.columns) throw new SheetLimitError('columns')
    if (this.cells > sheetLimits.cells) throw new SheetLimitError('cells')
  }
}

export class SheetLimitError extends Error {
  constructor(readonly limit: SheetLimit) {
    super(`Sheet over its limit: ${limit}`)
  }
}
