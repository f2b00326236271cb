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
