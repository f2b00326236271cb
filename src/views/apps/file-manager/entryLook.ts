import {
  FileArchive,
  FileAudio,
  FileImage,
  FileSpreadsheet,
  FileText,
  FileType2,
  FileVideo,
  Folder,
  type LucideIcon
} from 'lucide-react'
import type { FileType } from './contract'

/** Each type's icon and colour, shared by the grid, the list, the preview and the storage bars. */
export const typeLook: Record<FileType, { icon: LucideIcon; color: string }> = {
  folder: { icon: Folder, color: 'warning' },
  image: { icon: FileImage, color: 'info' },
  document: { icon: FileText, color: 'primary' },
  spreadsheet: { icon: FileSpreadsheet, color: 'success' },
  pdf: { icon: FileType2, color: 'danger' },
  text: { icon: FileText, color: 'secondary' },
  audio: { icon: FileAudio, color: 'primary' },
  video: { icon: FileVideo, color: 'danger' },
  archive: { icon: FileArchive, color: 'secondary' }
}

const units = ['B', 'KB', 'MB', 'GB'] as const

/** Bytes in the reader's number format: `2.4 MB`. */
export function sizeText(bytes: number, language: string): string {
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)
  return `${number} ${units[unit]}`
}
