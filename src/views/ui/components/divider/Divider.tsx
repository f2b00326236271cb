import type { ReactNode } from 'react'
import './divider.scss'

export interface DividerProps {
  children?: ReactNode
  position?: 'start' | 'center' | 'end'
  variant?: 'solid' | 'dashed' | 'dotted'
  color?: 'primary' | 'secondary' | 'success' | 'danger' | 'warning' | 'info'
}

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
