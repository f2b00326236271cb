import { describe, expect, it } from 'vitest'
import { CsvSyntaxError, parseCsv, toCsv, type CsvColumn } from './csv'

interface Row {
  name: string
  note: string | null
  amount: number
}

const columns: CsvColumn<Row>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Note', value: (row) => row.note },
  { header: 'Amount', value: (row) => row.amount }
]

describe('toCsv', () => {
  it('writes the headers, then one line per row, CRLF-separated', () => {
    expect(toCsv([{ name: 'Ada', note: 'ok', amount: 12.5 }], columns)).toBe(
      'Name,Note,Amount\r\nAda,ok,12.5'
    )
  })

  it('writes only the headers when there are no rows', () => {
    expect(toCsv([], columns)).toBe('Name,Note,Amount')
  })

  it('quotes cells holding commas, quotes or line breaks, doubling inner quotes', () => {
    const csv = toCsv([{ name: 'Graf, Benedikt', note: 'said "hi"\nthen left', amount: 1 }], columns)
    expect(csv).toBe('Name,Note,Amount\r\n"Graf, Benedikt","said ""hi""\nthen left",1')
  })

  it('keeps leading and trailing spaces by quoting', () => {
    expect(toCsv([{ name: ' Ada ', note: '', amount: 0 }], columns)).toBe('Name,Note,Amount\r\n" Ada ",,0')
  })

  it('writes null and undefined as empty cells', () => {
    expect(toCsv([{ name: 'Ada', note: null, amount: 3 }], columns)).toBe('Name,Note,Amount\r\nAda,,3')
  })

  it('defuses text a spreadsheet would run as a formula with a leading apostrophe', () => {
    const rows = ['=SUM(A1)', '+1', '-2', '@cmd', 'a=b'].map((name) => ({ name, note: null, amount: 0 }))
    const names = toCsv(rows, columns)
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[0])
    expect(names).toEqual(["'=SUM(A1)", "'+1", "'-2", "'@cmd", 'a=b'])
  })

  it('leaves real numbers alone: a negative number is not a formula', () => {
    expect(toCsv([{ name: 'x', note: null, amount: -5 }], columns)).toBe('Name,Note,Amount\r\nx,,-5')
  })
})

describe('parseCsv', () => {
  it('reads back what toCsv wrote: quotes, commas, line breaks and spaces', () => {
    const rows = [{ name: ' Graf, "Ben" ', note: 'two\r\nlines', amount: -5 }]
    expect(parseCsv(`\uFEFF${toCsv(rows, columns)}`)).toEqual([
      ['Name', 'Note', 'Amount'],
      [' Graf, "Ben" ', 'two\r\nlines', '-5']
    ])
  })

  it('splits on another delimiter, keeps empty cells and ignores a final line break', () => {
    expect(parseCsv('a\t\tc\nd\te\tf\n', '\t')).toEqual([
      ['a', '', 'c'],
      ['d', 'e', 'f']
    ])
  })

  it('refuses an unclosed quote and text after a closing quote', () => {
    expect(() => parseCsv('a,"b\nc')).toThrow(CsvSyntaxError)
    expect(() => parseCsv('a,"b"c')).toThrow(CsvSyntaxError)
  })
})
