import { Inflate, zipSync } from 'fflate'
import { sheetLimits, SheetLimitError } from './sheetLimits'

export class ZipFormatError extends Error {}

interface ZipEntry {
  name: string
  method: number
  compressedSize: number
  declaredSize: number
  localOffset: number
}

const endRecordSignature = 0x06054b50
const centralSignature = 0x02014b50
const localSignature = 0x04034b50
const maxEntries = 1000
const pushBytes = 4096

/**
 * The archive's XML parts, inflated under the unpacked-size limit: refused from the sizes the zip declares
 * before anything is inflated, and again while inflating, for a zip that declares less than it holds.
 */
export function unzipXmlParts(bytes: Uint8Array): Record<string, Uint8Array> {
  const entries = readDirectory(bytes).filter((entry) => /\.(xml|rels)$/.test(entry.name))
  const declared = entries.reduce((sum, entry) => sum + entry.declaredSize, 0)
  if (declared > sheetLimits.unpackedBytes) throw new SheetLimitError('unpackedBytes')
  let budget = sheetLimits.unpackedBytes
  const parts: Record<string, Uint8Array> = {}
  for (const entry of entries) {
    const part = inflateEntry(bytes, entry, budget)
    budget -= part.length
    parts[entry.name] = part
  }
  return parts
}

/** The parts packed again, stored: for a reader that takes only a whole archive. */
export function storedZip(parts: Record<string, Uint8Array>): ArrayBuffer {
  const zipped = zipSync(parts, { level: 0 })
  return zipped.buffer.slice(zipped.byteOffset, zipped.byteOffset + zipped.byteLength) as ArrayBuffer
}

function readDirectory(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const end = findEndRecord(view)
  const count = view.getUint16(end + 10, true)
  if (count > maxEntries) throw new SheetLimitError('unpackedBytes')
  let at = view.getUint32(end + 16, true)
  const entries: ZipEntry[] = []
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > view.byteLength || view.getUint32(at, true) !== centralSignature) throw new ZipFormatError()
    const nameLength = view.getUint16(at + 28, true)
    entries.push({
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      // 0xFFFFFFFF means a zip64 size, which is over the limit anyway.
      declaredSize: view.getUint32(at + 24, true),
      localOffset: view.getUint32(at + 42, true),
      name: new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength))
    })
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true)
  }
  return entries
}

function findEndRecord(view: DataView): number {
  const earliest = Math.max(0, view.byteLength - 22 - 0xffff)
  for (let at = view.byteLength - 22; at >= earliest; at -= 1) {
    if (view.getUint32(at, true) === endRecordSignature) return at
  }
  throw new ZipFormatError()
}

function inflateEntry(bytes: Uint8Array, entry: ZipEntry, budget: number): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const at = entry.localOffset
  if (at + 30 > view.byteLength || view.getUint32(at, true) !== localSignature) throw new ZipFormatError()
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true)
  const data = bytes.subarray(start, start + entry.compressedSize)
  if (entry.method === 0) {
    if (data.length > budget) throw new SheetLimitError('unpackedBytes')
    return data
  }
  if (entry.method !== 8) throw new ZipFormatError()
  return inflateCapped(data, budget)
}

function inflateCapped(data: Uint8Array, budget: number): Uint8Array {
  const chunks: Uint8Array[] = []
  let size = 0
  const inflate = new Inflate((chunk) => {
    size += chunk.length
    if (size > budget) throw new SheetLimitError('unpackedBytes')
    chunks.push(chunk)
  })
  // Small pushes keep what one push can inflate (about 1,000 times its size) small.
  for (let at = 0; at < data.length || at === 0; at += pushBytes) {
    inflate.push(data.subarray(at, at + pushBytes), at + pushBytes >= data.length)
  }
  const whole = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    whole.set(chunk, offset)
    offset += chunk.length
  }
  return whole
}
