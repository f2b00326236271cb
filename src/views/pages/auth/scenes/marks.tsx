import type { ReactNode } from 'react'

/** Marks the scenes share: a round accent badge holding a sign. */
export const badge = (x: number, y: number, mark: ReactNode) => (
  <g transform={`translate(${x} ${y})`}>
    <circle r="34" className="art-accent" />
    <g className="art-on-accent">{mark}</g>
  </g>
)

export const check = <path d="M-14 0 L-4 10 L15 -10" />
export const plus = <path d="M0 -15 V15 M-15 0 H15" />
