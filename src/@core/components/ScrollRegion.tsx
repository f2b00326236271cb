import type { ReactNode } from 'react'

export interface ScrollRegionProps {
  label: string
  children: ReactNode
  className?: string
}

/** Keyboard users can scroll it only if it takes focus (axe scrollable-region-focusable), so it is a named region. */
export function ScrollRegion({ label, children, className = '' }: ScrollRegionProps) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focus is what lets the keyboard scroll it
    <div className={`table-responsive ${className}`} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  )
}
