import { describe, expect, it } from 'vitest'
import { workbook, wideCsv } from '@tests/sheetBombs'
import { readSheetFile, SheetError } from './sheetFile'
import { sheetLimits } from './sheetLimits'

async function problemOf(file: File) {
  const error: unknown = await readSheetFile(file).catch((caught: unknown) => caught)
  return error instanceof SheetError ? error.problem : error
}

const xlsx = (bytes: Buffer, name = 'book.xlsx') => new File([new Uint8Array(bytes)], name)
const cell = (column: string, row: number) => `<c r="${column}${row}" t="inlineStr"><is><t>v</t></is></c>`
const row = (number: number, cells: string) => `<row r="${number}">${cells}</row>`

describe('sheet limits', () => {
  it('reads a workbook inside every limit', async () => {
    const table = await readSheetFile(xlsx(workbook({ rows: [row(2, cell('A', 2))] })))
    expect(table).toEqual({ headers: ['Name'], rows: [['v']] })
  })

  it('refuses a 400 MB bomb from the sizes its zip declares, before inflating it', async () => {
    const bomb = workbook({ unpackedMb: 400 })
    expect(bomb.length).toBeLessThan(sheetLimits.fileBytes)
    const started = performance.now()
    expect(await problemOf(xlsx(bomb))).toBe('unpackedBytes')
    // Inflating it would take seconds; refusing it from its directory takes milliseconds.
    expect(performance.now() - started).toBeLessThan(1000)
  })

  it('stops inflating a bomb that declares less than it holds, at the limit', async () => {
    expect(await problemOf(xlsx(workbook({ unpackedMb: 400, declaredMb: 1 })))).toBe('unpackedBytes')
  })

  it('refuses cell addresses past the last row or column before laying out the grid', async () => {
    const far = (column: string, number: number) =>
      xlsx(workbook({ rows: [row(number, cell(column, number))] }))
    expect(await problemOf(far('XFD', 2))).toBe('columns')
    expect(await problemOf(far('A', 1_048_576))).toBe('rows')
    // Column 100 is inside the limit: only the width rule (no header above it) refuses it.
    expect(await problemOf(far('CV', 2))).toBe('malformed')
  })

  it('refuses a CSV of 50,000 columns at the first column past the limit', async () => {
    expect(await problemOf(new File([wideCsv(50_000)], 'wide.csv'))).toBe('columns')
    const widest = await readSheetFile(new File([wideCsv(sheetLimits.columns)], 'widest.csv'))
    expect(widest.headers).toHaveLength(sheetLimits.columns)
  })

  it('refuses a CSV with too many rows or cells', async () => {
    const lines = (count: number, width: number) =>
      new File([Array.from({ length: count }, () => 'x,'.repeat(width - 1) + 'x').join('\r\n')], 'long.csv')
    expect(await problemOf(lines(sheetLimits.rows + 1, 1))).toBe('rows')
    expect((await readSheetFile(lines(sheetLimits.rows, 1))).rows).toHaveLength(sheetLimits.rows - 1)
    expect(await problemOf(lines(sheetLimits.cells / 50 + 1, 50))).toBe('cells')
  })

  it('refuses a file over the size limit whatever it holds', async () => {
    expect(await problemOf(new File(['x'.repeat(sheetLimits.fileBytes + 1)], 'big.csv'))).toBe('fileBytes')
  })
})
