import type { TFunction } from 'i18next'
import {
  Archive,
  Copy,
  Download,
  Eye,
  FileText,
  Link,
  Mail,
  MessageSquare,
  Pencil,
  Send,
  Share2,
  Trash2
} from 'lucide-react'
import type { MenuEntry } from './types'

const text = (t: TFunction, key: string) => t(`context-menu.sample.actions.${key}`)

/** A file's menu: a submenu, a disabled entry, separators and a destructive entry. */
export const fileEntries = (t: TFunction): MenuEntry[] => [
  { id: 'open', label: text(t, 'open'), icon: Eye },
  { id: 'rename', label: text(t, 'rename'), icon: Pencil },
  {
    id: 'share',
    label: text(t, 'share'),
    icon: Share2,
    children: [
      { id: 'email', label: text(t, 'email'), icon: Mail },
      { id: 'link', label: text(t, 'link'), icon: Link },
      { id: 'chat', label: text(t, 'chat'), icon: MessageSquare }
    ]
  },
  'separator',
  { id: 'download', label: text(t, 'download'), icon: Download },
  { id: 'archive', label: text(t, 'archive'), icon: Archive, disabled: true },
  'separator',
  { id: 'delete', label: text(t, 'delete'), icon: Trash2, danger: true }
]

/** An invoice row's menu: the reminder is disabled for paid invoices. */
export const invoiceEntries = (t: TFunction, paid: boolean): MenuEntry[] => [
  { id: 'view', label: text(t, 'view'), icon: Eye },
  { id: 'duplicate', label: text(t, 'duplicate'), icon: Copy },
  { id: 'remind', label: text(t, 'remind'), icon: Send, disabled: paid },
  {
    id: 'export',
    label: text(t, 'export'),
    icon: Download,
    children: [
      { id: 'pdf', label: 'PDF', icon: FileText },
      { id: 'csv', label: 'CSV', icon: FileText }
    ]
  },
  'separator',
  { id: 'delete', label: text(t, 'delete'), icon: Trash2, danger: true }
]
