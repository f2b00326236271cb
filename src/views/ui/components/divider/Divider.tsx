import type { ReactNode } from 'react'
import './divider.scss'

export interface DividerProps {
  /** Text (or an icon) in the line; without it the divider is a plain line. */
  children?: ReactNode
  /** Where the text sits along the line. */
  position?: 'start' | 'center' | 'end'
  variant?: 'solid' | 'dashed' | 'dotted'
  color?: 'primary' | 'secondary' | 'success' | 'danger' | 'warning' | 'info'
}

/** A horizontal rule that can carry a label: separates the parts of a form or a list. */
export function Divider({ children, position = 'center', variant = 'solid', color }: DividerProps) {
  const classes = [
    'divider',
    `divider-${position}`,
    `divider-${variant}`,
    color ? `divider-${color}` : ''
  ].join(' ')
  return (
    <div className={classes} role={children === undefined ? 'separator' : undefined}>
      {children !== undefined && <span className="divider-text">{children}</span>}
    </div>
  )
}
