import type { ReactNode } from 'react'

export interface ScrollRegionProps {
  /** What the region holds (usually the card title), read by screen readers when it gets focus. */
  label: string
  children: ReactNode
  className?: string
}

/** A wrapper that scrolls sideways on narrow screens (a wide table). Keyboard users can scroll it
 *  only if it takes focus (WCAG 2.1.1, axe scrollable-region-focusable), so it is a named region
 *  in the tab order. */
export function ScrollRegion({ label, children, className = '' }: ScrollRegionProps) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focus is what lets the keyboard scroll it
    <div className={`table-responsive ${className}`} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  )
}
