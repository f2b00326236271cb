import {
  File,
  FileArchive,
  FileAudio,
  FileCode,
  FileImage,
  FileSpreadsheet,
  FileText,
  FileVideo,
  type LucideIcon
} from 'lucide-react'
import { menuIcons } from '@core/menu/icons'

/** The file kinds the server's search data names; the pages' icons are the registrations' (checked by type). */
const fileIcons: Record<string, LucideIcon> = {
  FileArchive,
  FileAudio,
  FileCode,
  FileImage,
  FileSpreadsheet,
  FileText,
  FileVideo
}

export const fallbackIcon: LucideIcon = File

export function iconFor(name: string): LucideIcon {
  if (Object.hasOwn(menuIcons, name)) return menuIcons[name as keyof typeof menuIcons]
  return Object.hasOwn(fileIcons, name) ? fileIcons[name]! : fallbackIcon
}
