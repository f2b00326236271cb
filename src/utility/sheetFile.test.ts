import { describe, expect, it } from 'vitest'
import type { CsvColumn } from './csv'
import { readSheetFile, sheetBlob, SheetError, xlsxType, type SheetFormat } from './sheetFile'

interface Row {
  name: string
  city: string
  hours: number
}

const columns: CsvColumn<Row>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'City', value: (row) => row.city },
  { header: 'Hours', value: (row) => row.hours }
]
const rows: Row[] = [
  { name: 'Astrid Nyhus', city: 'Bergen, Norway', hours: 37.5 },
  { name: 'Chiamaka "Chi" Eze', city: 'Lagos', hours: -2 },
  { name: 'Jae-won Choi', city: 'Seoul\nGangnam', hours: 0 }
]
const asStrings = (list: Row[]) => list.map((row) => [row.name, row.city, String(row.hours)])

const fileOf = async (format: SheetFormat, list: Row[]) =>
  new File([await sheetBlob(format, list, columns)], `rows.${format}`)

async function problemOf(file: File) {
  const error: unknown = await readSheetFile(file).catch((caught: unknown) => caught)
  return error instanceof SheetError ? error.problem : error
}

describe('sheet files', () => {
  it.each(['xlsx', 'csv'] as const)('reads back the rows it wrote as %s', async (format) => {
    const table = await readSheetFile(await fileOf(format, rows))
    expect(table).toEqual({ headers: ['Name', 'City', 'Hours'], rows: asStrings(rows) })
  })

  it('writes a workbook with its own type, and tab-separated text for .txt', async () => {
    expect((await sheetBlob('xlsx', rows, columns)).type).toBe(xlsxType)
    const text = await (await sheetBlob('txt', rows.slice(0, 1), columns)).text()
    expect(text).toBe('Name\tCity\tHours\r\nAstrid Nyhus\tBergen, Norway\t37.5')
  })

  it('defuses formulas in text files, and keeps them as plain text cells in a workbook', async () => {
    const risky = [{ name: '=HYPERLINK("x")', city: '@SUM(A1)', hours: 1 }]
    const csv = await readSheetFile(await fileOf('csv', risky))
    expect(csv.rows).toEqual([['\'=HYPERLINK("x")', "'@SUM(A1)", '1']])
    const xlsx = await readSheetFile(await fileOf('xlsx', risky))
    expect(xlsx.rows).toEqual([['=HYPERLINK("x")', '@SUM(A1)', '1']])
  })

  it('pads short lines and leaves out blank ones', async () => {
    const file = new File(['Name,City,Hours\r\nAda\r\n,,\r\nBo,Oslo,2\r\n'], 'short.csv')
    expect((await readSheetFile(file)).rows).toEqual([
      ['Ada', '', ''],
      ['Bo', 'Oslo', '2']
    ])
  })

  it('refuses a file that is neither .xlsx nor .csv', async () => {
    expect(await problemOf(new File(['Name\r\nAda'], 'rows.txt'))).toBe('type')
  })

  it('calls a file with no cells empty, whatever its kind', async () => {
    expect(await problemOf(new File([''], 'blank.csv'))).toBe('empty')
    expect(await problemOf(new File(['\uFEFF\r\n , \r\n'], 'blank.csv'))).toBe('empty')
    expect(await problemOf(await emptyWorkbook())).toBe('empty')
  })

  it('calls a broken file malformed', async () => {
    expect(await problemOf(new File(['Name,City\r\n"Ada,Oslo'], 'open.csv'))).toBe('malformed')
    expect(await problemOf(new File(['Name,City\r\nAda,Oslo,extra'], 'wide.csv'))).toBe('malformed')
    expect(await problemOf(new File([',City\r\nAda,Oslo'], 'nameless.csv'))).toBe('malformed')
    expect(await problemOf(new File(['not a zip'], 'fake.xlsx'))).toBe('malformed')
  })
})

async function emptyWorkbook() {
  const { default: writeXlsxFile } = await import('write-excel-file/universal')
  return new File([await writeXlsxFile([[]]).toBlob()], 'blank.xlsx')
}
