export interface BarLineSeries {
  name: string
  data: number[]
  color: string
  /** Bars by default; lines and areas (a line filled down to zero) are drawn over the bars. */
  kind?: 'bar' | 'line' | 'area'
  dashed?: boolean
  /** A line read on the second value axis, at the end side. */
  onSecondAxis?: boolean
}

export interface SecondAxis {
  min: number
  max: number
  format: (value: number) => string
}

export interface BarLineInput {
  width: number
  height: number
  /** A category given as several strings is written on several lines. */
  categories: (string | string[])[]
  series: BarLineSeries[]
  format: (value: number) => string
  stacked?: boolean
  /** Categories down the side, bars growing along the width (bars only). */
  horizontal?: boolean
  /** The part of a category's slot its bars take. */
  barWidth?: number
  /** One colour per category instead of per series (a single series of bars). */
  categoryColors?: string[]
  second?: SecondAxis
  /** False leaves the value axis out: no grid, no figures beside it (the tooltip still gives them). */
  valueAxis?: boolean
}

export interface Tick {
  at: number
  label: string
}

export interface CategoryLabel {
  at: number
  lines: string[]
}

export interface Bar {
  series: number
  index: number
  x: number
  y: number
  width: number
  height: number
  color: string
}

export interface Line {
  series: number
  d: string
  /** An area's fill: the line closed down to zero. */
  fill?: string
  color: string
  dashed: boolean
}

export interface BarLineLayout {
  plot: { left: number; right: number; top: number; bottom: number }
  /** Along the value axis: y for upright bars, x for horizontal ones. */
  ticks: Tick[]
  secondTicks: Tick[]
  /** The value axis's zero, where bars start. */
  zero: number
  /** Categories along the other axis, each at its slot's centre; crowded labels are skipped. */
  labels: CategoryLabel[]
  slot: number
  bars: Bar[]
  lines: Line[]
}

// Labels are never measured (measuring every label is what made a chart draw slowly): a 12 px label's width is
// estimated from its length.
const charWidth = 6.8
const lineHeight = 15
const gap = 8
const textWidth = (text: string) => text.length * charWidth

/** About `count` round steps covering `min` to `max`, zero included unless `withZero` is false. */
export function niceTicks(min: number, max: number, count = 4, withZero = true): number[] {
  const low = withZero ? Math.min(min, 0) : min
  const high = withZero ? Math.max(max, 0) : max
  const span = high - low || 1
  const raw = span / count
  const magnitude = 10 ** Math.floor(Math.log10(raw))
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * magnitude >= raw) ?? 10) * magnitude
  const first = Math.floor(low / step)
  const last = Math.ceil(high / step)
  // Whole multiples of the step, so no float error collects along the way.
  return Array.from({ length: last - first + 1 }, (_, i) => Number(((first + i) * step).toPrecision(12)))
}

/** Each category's bar total above and below zero (stacked), or its single highest and lowest value. */
function extent(input: BarLineInput): [number, number] {
  let low = 0
  let high = 0
  input.categories.forEach((_, index) => {
    let up = 0
    let down = 0
    for (const series of input.series) {
      if (series.onSecondAxis) continue
      const value = series.data[index] ?? 0
      if (series.kind === 'line' || series.kind === 'area' || !input.stacked) {
        high = Math.max(high, value)
        low = Math.min(low, value)
      } else if (value >= 0) up += value
      else down += value
    }
    high = Math.max(high, up)
    low = Math.min(low, down)
  })
  return [low, high]
}

/** A smooth path through the points: each segment's handles are level, so the curve never overshoots a value. */
export function smoothPath(points: [number, number][]): string {
  const round = (value: number) => Math.round(value * 10) / 10
  return points
    .map(([x, y], i) => {
      if (i === 0) return `M${round(x)},${round(y)}`
      const [px, py] = points[i - 1]!
      const handle = (x - px) / 3
      return `C${round(px + handle)},${round(py)} ${round(x - handle)},${round(y)} ${round(x)},${round(y)}`
    })
    .join(' ')
}

/** Each bar's box: side by side in its category's band, or stacked up from zero (losses down from it). */
function placeBars(
  input: BarLineInput,
  place: (value: number) => number,
  centre: (index: number) => number,
  slot: number
): Bar[] {
  const { categories, series, stacked = false, horizontal = false } = input
  const barSeries = series.map((s, index) => ({ s, index })).filter(({ s }) => (s.kind ?? 'bar') === 'bar')
  const band = slot * (input.barWidth ?? 0.45)
  const thickness = stacked ? band : band / Math.max(barSeries.length, 1)
  const bars: Bar[] = []
  categories.forEach((_, index) => {
    let up = 0
    let down = 0
    barSeries.forEach(({ s, index: seriesIndex }, order) => {
      const value = s.data[index] ?? 0
      const base = stacked ? (value >= 0 ? up : down) : 0
      if (stacked) {
        if (value >= 0) up += value
        else down += value
      }
      const [a, b] = [place(base), place(base + value)]
      const along = centre(index) - band / 2 + (stacked ? 0 : order * thickness)
      const color = input.categoryColors?.[index] ?? s.color
      const [low, size] = [Math.min(a, b), Math.abs(b - a)]
      bars.push(
        horizontal
          ? { series: seriesIndex, index, x: low, y: along, width: size, height: thickness, color }
          : { series: seriesIndex, index, x: along, y: low, width: thickness, height: size, color }
      )
    })
  })

  return bars
}

/** Where everything of a bar and line chart goes, left to right (the chart mirrors it for right to left). */
export function layoutBarLine(input: BarLineInput): BarLineLayout {
  const { width, height, categories, series, format, second, horizontal = false, valueAxis = true } = input
  const values = niceTicks(...extent(input))
  const lowest = values[0]!
  const highest = values.at(-1)!
  const lineCount = Math.max(1, ...categories.map((c) => (Array.isArray(c) ? c.length : 1)))
  const labelOf = (category: string | string[]) => (Array.isArray(category) ? category : [category])
  const widest = (texts: string[]) => Math.max(0, ...texts.map(textWidth))

  const plot = horizontal
    ? {
        left: Math.min(width * 0.4, widest(categories.flatMap(labelOf)) + gap * 1.5),
        right: width - gap - textWidth(format(highest)) / 2,
        top: gap / 2,
        bottom: height - lineHeight - gap
      }
    : {
        left: valueAxis ? widest(values.map(format)) + gap * 1.5 : gap,
        right:
          width - (second ? widest([second.format(second.min), second.format(second.max)]) + gap * 1.5 : gap),
        top: gap,
        bottom: height - lineCount * lineHeight - gap
      }

  // The value axis: up the height for upright bars, along the width for horizontal ones.
  const [from, to] = horizontal ? [plot.left, plot.right] : [plot.bottom, plot.top]
  const place = (value: number) => from + ((value - lowest) / (highest - lowest || 1)) * (to - from)
  const ticks = valueAxis ? values.map((value) => ({ at: place(value), label: format(value) })) : []
  const zero = place(0)

  const secondPlace = second
    ? (value: number) => from + ((value - second.min) / (second.max - second.min || 1)) * (to - from)
    : place
  const secondTicks = second
    ? niceTicks(second.min, second.max, 4, false)
        .filter((value) => value >= second.min && value <= second.max)
        .map((value) => ({ at: secondPlace(value), label: second.format(value) }))
    : []

  // The category axis.
  const start = horizontal ? plot.top : plot.left
  const length = (horizontal ? plot.bottom : plot.right) - start
  const slot = length / Math.max(categories.length, 1)
  const centre = (index: number) => start + slot * (index + 0.5)
  const room = horizontal ? lineCount * lineHeight : widest(categories.flatMap(labelOf)) + gap
  const every = Math.max(1, Math.ceil(room / slot))
  const labels = categories
    .map((category, index) => ({ at: centre(index), lines: labelOf(category) }))
    .filter((_, index) => index % every === 0)

  const bars = placeBars(input, place, centre, slot)

  const lines = series.flatMap((s, index) => {
    if ((s.kind ?? 'bar') === 'bar' || horizontal) return []
    const y = s.onSecondAxis ? secondPlace : place
    const points = s.data.map((value, i): [number, number] => [centre(i), y(value)])
    const d = smoothPath(points)
    const ends = `L${points.at(-1)?.[0] ?? 0},${zero} L${points[0]?.[0] ?? 0},${zero} Z`
    return [
      {
        series: index,
        d,
        ...(s.kind === 'area' && points.length > 0 && { fill: `${d} ${ends}` }),
        color: s.color,
        dashed: s.dashed ?? false
      }
    ]
  })

  return { plot, ticks, secondTicks, zero, labels, slot, bars, lines }
}
