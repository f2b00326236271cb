export interface SparkBox {
  width: number
  height: number
  /** Room kept above the highest point and below zero, so a thick line is not cut. */
  pad: number
}

const scaleOf = (values: number[], { height, pad }: SparkBox) => {
  const top = Math.max(...values, 0) || 1
  return (value: number) => pad + (height - 2 * pad) * (1 - Math.max(value, 0) / top)
}

/** A smooth path through the values (zero at the bottom), each segment a cubic curve that stays inside the box. */
export function sparkPath(values: number[], box: SparkBox): string {
  if (values.length === 0) return ''
  const y = scaleOf(values, box)
  const step = values.length > 1 ? box.width / (values.length - 1) : 0
  const points = values.map((value, i) => [i * step, y(value)] as const)
  const clamp = (v: number) => Math.min(box.height - box.pad, Math.max(box.pad, v))
  const at = (i: number) => points[Math.min(points.length - 1, Math.max(0, i))]!
  const round = (v: number) => Math.round(v * 100) / 100
  let d = `M${round(points[0]![0])},${round(points[0]![1])}`
  for (let i = 0; i < points.length - 1; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)]
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, clamp(p1[1] + (p2[1] - p0[1]) / 6)]
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, clamp(p2[1] - (p3[1] - p1[1]) / 6)]
    d += ` C${round(c1[0]!)},${round(c1[1]!)} ${round(c2[0]!)},${round(c2[1]!)} ${round(p2[0])},${round(p2[1])}`
  }
  return d
}

/** One bar per value, 45 % of its slot wide and centred in it, rising from the bottom. */
export function sparkBars(values: number[], box: SparkBox) {
  const y = scaleOf(values, box)
  const slot = box.width / Math.max(values.length, 1)
  const width = slot * 0.45
  return values.map((value, i) => {
    const top = y(value)
    return { x: i * slot + (slot - width) / 2, y: top, width, height: box.height - box.pad - top }
  })
}
