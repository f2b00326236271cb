import type { ReactNode } from 'react'
import { MoreVertical } from 'lucide-react'
import { LazyDropdown } from './LazyDropdown'

export interface RowMenuProps {
  /** The toggle's accessible name, which names the row ("More actions for #4987"). */
  label: string
  /** Its tooltip; the label by default. */
  title?: string
  /** Into <body>, where a scroll box around the row would clip the menu. */
  inBody?: boolean
  /** The menu's items, rendered only while it is open. */
  children: () => ReactNode
}

/** A row's "more" menu: closed, it is one button, so a page of rows does not render every row's items. */
export function RowMenu({ label, title = label, inBody = false, children }: RowMenuProps) {
  return (
    <LazyDropdown
      menuProps={{ end: true, container: inBody ? 'body' : undefined }}
      toggleProps={{
        tag: 'button',
        type: 'button',
        className: 'btn btn-sm btn-icon-action',
        'aria-label': label,
        title,
        children: <MoreVertical size={16} aria-hidden="true" />
      }}
    >
      {children}
    </LazyDropdown>
  )
}
