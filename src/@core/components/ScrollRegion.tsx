import type { CSSProperties, ReactNode } from 'react'

export interface ScrollRegionProps {
  label: string
  children: ReactNode
  className?: string
  style?: CSSProperties
}

/** Keyboard users can scroll it only if it takes focus (axe scrollable-region-focusable), so it is a named region. */
export function ScrollRegion({ label, children, className = '', style }: ScrollRegionProps) {
  return (
    <div
      className={`table-responsive ${className}`}
      style={style}
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focus is what lets the keyboard scroll it
      tabIndex={0}
    >
      {children}
    </div>
  )
}
