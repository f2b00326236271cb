import { useId, useState, type PointerEvent, type ReactNode } from 'react'
import { ChartLegend, ChartTooltip, type ShownSeries } from './chartParts'
import { arcPath, pointOn, progressArc, shareArcs } from './ringLayout'
import { useChartTheme } from './useChartTheme'

/** What the centre of a ring reads: a caption over a value. */
export interface RingCentre {
  label?: string
  value: string
}

/** A slice of a donut, or one ring of a gauge (its value a percentage). */
export interface RingPart extends ShownSeries {
  value: number
}

interface Pointed {
  index: number
  x: number
  y: number
  width: number
}

/** The part under the pointer, and where the pointer is in the chart's box. */
function usePointedPart() {
  const [pointed, setPointed] = useState<Pointed | null>(null)
  const pointAt = (index: number) => (event: PointerEvent<SVGElement>) => {
    const box = event.currentTarget.closest('.nl-chart-plot')!.getBoundingClientRect()
    setPointed({ index, x: event.clientX - box.left, y: event.clientY - box.top, width: box.width })
  }
  return { pointed, pointAt, leave: () => setPointed(null) }
}

interface RingFrameProps {
  height: number
  legend?: ShownSeries[]
  onPointerLeave: () => void
  /** Over the drawing, in the box's pixels: a tooltip. */
  overlay?: ReactNode
  /** In the middle, never mirrored. */
  centre?: ReactNode
  children: ReactNode
}

// A square drawing centred in its box at any width: it draws in the first render, with nothing measured. Right to
// left, the rings run counter-clockwise.
function RingFrame({ height, legend, onPointerLeave, overlay, centre, children }: RingFrameProps) {
  const { rtl } = useChartTheme()
  return (
    <div className="nl-chart">
      {legend && <ChartLegend series={legend} />}
      <div className="nl-chart-plot position-relative" onPointerLeave={onPointerLeave}>
        <svg
          width="100%"
          height={height}
          viewBox={`0 0 ${height} ${height}`}
          className="d-block"
          focusable="false"
        >
          <g transform={rtl ? `matrix(-1 0 0 1 ${height} 0)` : undefined}>{children}</g>
          {centre}
        </svg>
        {overlay}
      </div>
    </div>
  )
}

interface CentreTextProps {
  at: number
  shown: RingPart | undefined
  format: (value: number) => string
  centre: RingCentre | undefined
}

/** The centre reads the part under the pointer, or the chart's own text while none is. */
function CentreText({ at, shown, format, centre }: CentreTextProps) {
  const text = shown ? { label: shown.name, value: format(shown.value) } : centre
  if (!text) return null
  return (
    <text x={at} y={at} textAnchor="middle">
      {text.label && (
        <tspan x={at} dy="-0.5em" className="nl-chart-centre-label">
          {text.label}
        </tspan>
      )}
      <tspan x={at} dy={text.label ? '1.45em' : '0.35em'} className="nl-chart-centre-value">
        {text.value}
      </tspan>
    </text>
  )
}

export interface DonutChartProps {
  slices: RingPart[]
  height: number
  format: (value: number) => string
  /** The hole's share of the radius; 0 draws a pie, whose slice under the pointer reads in a tooltip. */
  hole?: number
  /** The centre's text while no slice is pointed at. */
  centre?: RingCentre
  /** A line of the card's colour between slices. */
  gaps?: boolean
  legend?: boolean
}

/** Shares of a whole as a donut or a pie, one SVG of our own; the slice under the pointer reads in the centre. */
export function DonutChart({ slices, height, format, hole = 0.7, centre, gaps, legend }: DonutChartProps) {
  const { pointed, pointAt, leave } = usePointedPart()
  const arcs = shareArcs(slices.map((slice) => slice.value))
  const c = height / 2
  const r = c - 2
  // A wide stroke along the middle of the ring; a pie's stroke reaches the centre.
  const middle = (r * (1 + hole)) / 2
  const shown = pointed ? slices[pointed.index] : undefined
  return (
    <RingFrame
      height={height}
      legend={legend ? slices : undefined}
      onPointerLeave={leave}
      centre={hole > 0 && <CentreText at={c} shown={shown} format={format} centre={centre} />}
      overlay={
        hole === 0 &&
        pointed &&
        shown && (
          <ChartTooltip {...pointed} title={shown.name} rows={[{ ...shown, value: format(shown.value) }]} />
        )
      }
    >
      {arcs.map((arc, index) => (
        <path
          key={slices[index]!.name}
          d={arcPath(c, c, middle, arc)}
          fill="none"
          stroke={slices[index]!.color}
          strokeWidth={r * (1 - hole)}
          opacity={pointed && pointed.index !== index ? 0.7 : 1}
          onPointerMove={pointAt(index)}
        />
      ))}
      {gaps &&
        slices.length > 1 &&
        arcs.map((arc, index) => {
          const edge = pointOn(c, c, r + 1, arc.start)
          return <line key={index} className="nl-chart-gap" x1={c} y1={c} x2={edge.x} y2={edge.y} />
        })}
    </RingFrame>
  )
}

export interface GaugeChartProps {
  /** Outermost first, each a percentage on a track of its own. */
  rings: RingPart[]
  height: number
  format: (value: number) => string
  /** Where the tracks begin and end, in degrees clockwise from twelve o'clock. */
  from?: number
  to?: number
  hole?: number
  /** The centre's text while no ring is pointed at. */
  centre?: RingCentre
  /** A second colour the outermost ring fades to along its length. */
  fadeTo?: string
  legend?: boolean
}

/** Percentages as rings on tracks (a gauge), one SVG of our own; the ring under the pointer reads in the centre. */
export function GaugeChart({
  rings,
  height,
  format,
  from = 0,
  to = 360,
  hole = 0.6,
  centre,
  fadeTo,
  legend
}: GaugeChartProps) {
  const { pointed, pointAt, leave } = usePointedPart()
  // useId's colons are not safe inside url(#…).
  const fadeId = `fade${useId().replace(/\W/g, '')}`
  const c = height / 2
  const r = c - 2
  const band = (r * (1 - hole)) / rings.length
  const width = rings.length > 1 ? band * 0.65 : band
  const shown = pointed ? rings[pointed.index] : undefined
  return (
    <RingFrame
      height={height}
      legend={legend ? rings : undefined}
      onPointerLeave={leave}
      centre={<CentreText at={c} shown={shown} format={format} centre={centre} />}
    >
      {fadeTo && (
        <defs>
          <linearGradient id={fadeId}>
            <stop offset="0" stopColor={rings[0]?.color} />
            <stop offset="1" stopColor={fadeTo} />
          </linearGradient>
        </defs>
      )}
      {rings.map((ring, index) => {
        const radius = r - band * (index + 0.5)
        return (
          <g key={ring.name} onPointerMove={pointAt(index)}>
            <path
              className="nl-chart-track"
              d={arcPath(c, c, radius, { start: from, end: to })}
              strokeWidth={width}
              strokeLinecap="round"
            />
            <path
              d={arcPath(c, c, radius, progressArc(ring.value, from, to))}
              fill="none"
              stroke={fadeTo && index === 0 ? `url(#${fadeId})` : ring.color}
              strokeWidth={width}
              strokeLinecap="round"
            />
          </g>
        )
      })}
    </RingFrame>
  )
}
