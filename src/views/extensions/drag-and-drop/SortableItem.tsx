import type { ReactNode } from 'react'
import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { GripVertical } from 'lucide-react'

interface Props {
  id: string
  label: string
  handle?: boolean
  className?: string
  children: ReactNode
}

/** One sortable entry: the whole entry is the drag target, or only its grip when `handle` is set. */
export function SortableItem({ id, label, handle = false, className = '', children }: Props) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id
    })
  const style = { transform: CSS.Translate.toString(transform), transition }
  const classes = `dnd-item ${className}${isDragging ? ' dnd-item-dragging' : ''}`
  return (
    <li ref={setNodeRef} style={style} className="dnd-slot">
      {handle ? (
        <div className={classes}>
          <button
            type="button"
            ref={setActivatorNodeRef}
            className="dnd-handle"
            {...attributes}
            {...listeners}
            aria-label={label}
          >
            <GripVertical size={18} aria-hidden="true" />
          </button>
          {children}
        </div>
      ) : (
        <div className={`${classes} dnd-item-whole`} {...attributes} {...listeners} aria-label={label}>
          {children}
        </div>
      )}
    </li>
  )
}
