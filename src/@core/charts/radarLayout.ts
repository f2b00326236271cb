import { niceTicks } from './barLineLayout'

export interface RadarInput {
  width: number
  height: number
  axes: string[]
  series: { data: number[] }[]
}

export interface RadarLayout {
  centre: { x: number; y: number }
  radius: number
  /** The grid: one closed polygon per round value, from the centre out. */
  rings: string[]
  spokes: { x: number; y: number }[]
  labels: { x: number; y: number; text: string; anchor: 'start' | 'middle' | 'end' }[]
  shapes: string[]
}

// As in the bar chart, labels are never measured: a 12 px label's width is estimated from its length.
const charWidth = 6.8
const labelGap = 10

/** A radar chart's shapes, left to right, its first axis straight up and the others clockwise. */
export function layoutRadar({ width, height, axes, series }: RadarInput): RadarLayout {
  const room = Math.max(0, ...axes.map((axis) => axis.length * charWidth)) + labelGap
  const radius = Math.max(10, Math.min(width / 2 - room, height / 2 - 2 * labelGap))
  const centre = { x: width / 2, y: height / 2 }
  const values = niceTicks(0, Math.max(0, ...series.flatMap((s) => s.data)))
  const top = values.at(-1) || 1
  const angle = (index: number) => -Math.PI / 2 + (2 * Math.PI * index) / Math.max(axes.length, 1)
  const at = (index: number, distance: number) => ({
    x: centre.x + Math.cos(angle(index)) * distance,
    y: centre.y + Math.sin(angle(index)) * distance
  })
  const polygon = (distances: number[]) =>
    distances
      .map((distance, index) => at(index, distance))
      .map(({ x, y }) => `${Math.round(x * 10) / 10},${Math.round(y * 10) / 10}`)
      .join(' ')
  return {
    centre,
    radius,
    rings: values.slice(1).map((value) => polygon(axes.map(() => (value / top) * radius))),
    spokes: axes.map((_, index) => at(index, radius)),
    labels: axes.map((text, index) => {
      const { x, y } = at(index, radius + labelGap)
      const across = Math.cos(angle(index))
      return { x, y, text, anchor: across > 0.3 ? 'start' : across < -0.3 ? 'end' : 'middle' }
    }),
    shapes: series.map((s) => polygon(axes.map((_, index) => ((s.data[index] ?? 0) / top) * radius)))
  }
}

/** The axis nearest the direction from the centre to a point. */
export function nearestAxis(centre: { x: number; y: number }, x: number, y: number, count: number): number {
  const turn = (Math.atan2(y - centre.y, x - centre.x) + Math.PI / 2 + 2 * Math.PI) % (2 * Math.PI)
  return Math.round((turn / (2 * Math.PI)) * count) % count
}
