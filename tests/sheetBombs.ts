import { constants, crc32, deflateRawSync } from 'node:zlib'

/** Hostile spreadsheet files, made when a test runs (a few hundred KB) instead of kept in the repository. */

const mb = 1024 * 1024

interface Part {
  name: string
  pieces: Buffer[]
  /** How many times the middle piece repeats. */
  repeat?: number
}

const officeType = 'application/vnd.openxmlformats-officedocument.spreadsheetml'
const shell = {
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    `<Override PartName="/xl/workbook.xml" ContentType="${officeType}.sheet.main+xml"/>` +
    `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${officeType}.worksheet+xml"/>` +
    '</Types>',
  '_rels/.rels':
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
    '</Relationships>',
  'xl/workbook.xml':
    '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
    'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>' +
    '<sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>',
  'xl/_rels/workbook.xml.rels':
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
    '</Relationships>'
}

const sheetStart =
  '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>' +
  '<row r="1"><c r="A1" t="inlineStr"><is><t>Name</t></is></c></row>'
const sheetEnd = '</sheetData></worksheet>'

/** A workbook of `rows` rows (as cell XML): a small sheet, or with `unpackedMb` a bomb of that size. */
export function workbook(options: { rows?: string[]; unpackedMb?: number; declaredMb?: number }): Buffer {
  const [open, close] = options.unpackedMb ? bombCell : ['', '']
  const middle = options.unpackedMb ? bombText : Buffer.from((options.rows ?? []).join(''))
  const parts: Part[] = [
    ...Object.entries(shell).map(([name, text]) => ({ name, pieces: [Buffer.from(text)] })),
    {
      name: 'xl/worksheets/sheet1.xml',
      pieces: [Buffer.from(sheetStart + open), middle, Buffer.from(close + sheetEnd)],
      repeat: options.unpackedMb ?? 1
    }
  ]
  return zip(parts, options.declaredMb)
}

/** One MB of one letter, the text of one cell: deflate's best ratio (about 1,000 to 1). */
const bombText = Buffer.alloc(mb, 'x')
const bombCell = ['<row r="2"><c r="A2" t="inlineStr"><is><t>', '</t></is></c></row>']

/** A CSV line of `columns` one-letter cells, and a second line under it. */
export function wideCsv(columns: number): string {
  const line = Array.from({ length: columns }, (_, index) => `c${index}`).join(',')
  return `${line}\r\n${line}\r\n`
}

function zip(parts: Part[], declaredMb?: number): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const part of parts) {
    const { data, size, crc } = deflatePart(part)
    const declared = declaredMb === undefined || part.repeat === undefined ? size : declaredMb * mb
    const name = Buffer.from(part.name)
    const local = header(0x04034b50, 30, name, crc, data.length, declared)
    const central = header(0x02014b50, 46, name, crc, data.length, declared)
    central.writeUInt32LE(offset, 42)
    locals.push(local, data)
    centrals.push(central)
    offset += local.length + data.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(parts.length, 8)
  end.writeUInt16LE(parts.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

/** Deflated in flushed pieces, so a repeated middle piece is compressed once and its bytes repeated. */
function deflatePart({ pieces, repeat = 1 }: Part) {
  const [first, middle, last] = pieces.length === 3 ? pieces : [Buffer.alloc(0), pieces[0]!, Buffer.alloc(0)]
  const flushed = (piece: Buffer) => deflateRawSync(piece, { level: 9, finishFlush: constants.Z_SYNC_FLUSH })
  const middleData = flushed(middle!)
  const data = Buffer.concat([flushed(first!), ...Array(repeat).fill(middleData), deflateRawSync(last!)])
  let crc = crc32(first!)
  for (let index = 0; index < repeat; index += 1) crc = crc32(middle!, crc)
  crc = crc32(last!, crc)
  return { data, crc, size: first!.length + middle!.length * repeat + last!.length }
}

function header(
  signature: number,
  length: number,
  name: Buffer,
  crc: number,
  compressed: number,
  size: number
) {
  const central = length === 46
  const record = Buffer.alloc(length)
  record.writeUInt32LE(signature, 0)
  const at = central ? 2 : 0
  record.writeUInt16LE(20, 4 + at)
  record.writeUInt16LE(8, 8 + at)
  record.writeUInt32LE(crc >>> 0, 14 + at)
  record.writeUInt32LE(compressed, 18 + at)
  record.writeUInt32LE(Math.min(size, 0xffffffff), 22 + at)
  record.writeUInt16LE(name.length, 26 + at)
  return Buffer.concat([record, name])
}
