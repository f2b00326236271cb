/** An arc of a ring, in degrees clockwise from twelve o'clock. */
export interface Arc {
  start: number
  end: number
}

/** Each value's share of the turn from `from` to `to`, one after another; nothing to share draws nothing. */
export function shareArcs(values: number[], from = 0, to = 360): Arc[] {
  const total = values.reduce((sum, value) => sum + Math.max(0, value), 0)
  let at = from
  return values.map((value) => {
    const start = at
    at += total > 0 ? ((to - from) * Math.max(0, value)) / total : 0
    return { start, end: at }
  })
}

/** The arc from `from` to its share of the turn to `to`, a percentage kept within 0-100. */
export function progressArc(percent: number, from: number, to: number): Arc {
  return { start: from, end: from + ((to - from) * Math.min(100, Math.max(0, percent))) / 100 }
}

/** The point at `degrees` on the circle of radius `r`. */
export function pointOn(cx: number, cy: number, r: number, degrees: number) {
  const radians = (degrees * Math.PI) / 180
  return { x: cx + r * Math.sin(radians), y: cy - r * Math.cos(radians) }
}

const pointAt = (cx: number, cy: number, r: number, degrees: number) => {
  const { x, y } = pointOn(cx, cy, r, degrees)
  return `${x.toFixed(2)} ${y.toFixed(2)}`
}

/** An SVG path along the circle of radius `r`: drawn with a wide stroke, it is a ring's segment. */
export function arcPath(cx: number, cy: number, r: number, { start, end }: Arc): string {
  const sweep = Math.min(end - start, 360)
  if (sweep <= 0) return ''
  const to = (degrees: number, large: boolean) =>
    `A ${r} ${r} 0 ${large ? 1 : 0} 1 ${pointAt(cx, cy, r, degrees)}`
  // A whole turn has no single arc command: two halves.
  const arcs =
    sweep > 359.99 ? `${to(start + 180, false)} ${to(start, false)}` : to(start + sweep, sweep > 180)
  return `M ${pointAt(cx, cy, r, start)} ${arcs}`
}
