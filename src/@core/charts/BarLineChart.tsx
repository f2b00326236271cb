import { useState, type PointerEvent } from 'react'
import { useWidth } from '../hooks/useWidth'
import { layoutBarLine, type BarLineInput, type BarLineLayout, type BarLineSeries } from './barLineLayout'
import { useChartTheme } from './useChartTheme'
import { ChartLegend, ChartTooltip } from './chartParts'

export type { BarLineSeries }

export interface BarLineChartProps extends Omit<BarLineInput, 'width'> {
  /** The tooltip's text for a value; its axis's format by default. */
  valueText?: (value: number, series: BarLineSeries) => string
  /** A legend above the chart; shown for more than one series by default. */
  legend?: boolean
}

interface Pointed {
  index: number
  x: number
  y: number
}

const labelGap = 6
const axisText =
  ({ format, second }: Omit<BarLineInput, 'width'>) =>
  (value: number, series: BarLineSeries) =>
    series.onSecondAxis && second ? second.format(value) : format(value)
const lineHeight = 15

/**
 * Bars and lines drawn as one SVG of our own, from a layout computed without measuring the page: it draws in a
 * few milliseconds where the chart library took a long task. Hidden from assistive technology by its figure.
 */
export function BarLineChart({ valueText, legend, ...input }: BarLineChartProps) {
  const { rtl } = useChartTheme()
  const [frame, setFrame] = useState<HTMLDivElement | null>(null)
  const width = useWidth(frame)
  const [pointed, setPointed] = useState<Pointed | null>(null)
  const layout = width > 0 ? layoutBarLine({ ...input, width }) : null
  const showLegend = legend ?? input.series.length > 1

  const point = (event: PointerEvent<HTMLDivElement>) => {
    if (!layout) return
    const box = event.currentTarget.getBoundingClientRect()
    const [x, y] = [event.clientX - box.left, event.clientY - box.top]
    const along = input.horizontal ? y - layout.plot.top : (rtl ? width - x : x) - layout.plot.left
    const index = Math.floor(along / layout.slot)
    setPointed(index >= 0 && index < input.categories.length ? { index, x, y } : null)
  }

  return (
    <div className="nl-chart">
      {showLegend && <ChartLegend series={input.series} />}
      <div
        ref={setFrame}
        className="position-relative"
        style={{ height: input.height }}
        onPointerMove={point}
        onPointerLeave={() => setPointed(null)}
      >
        {layout && <Drawing layout={layout} width={width} rtl={rtl} pointed={pointed} input={input} />}
        {layout && pointed && (
          <Tooltip pointed={pointed} width={width} input={input} valueText={valueText ?? axisText(input)} />
        )}
      </div>
    </div>
  )
}

interface DrawingProps {
  layout: BarLineLayout
  width: number
  rtl: boolean
  pointed: Pointed | null
  input: Omit<BarLineInput, 'width'>
}

function Drawing({ layout, width, rtl, pointed, input }: DrawingProps) {
  const { plot, ticks, slot, bars, lines, zero } = layout
  const { horizontal, height } = input
  // A line across the plot at a value: level for upright bars, upright for horizontal ones.
  const across = (at: number) =>
    horizontal
      ? { x1: at, x2: at, y1: plot.top, y2: plot.bottom }
      : { x1: plot.left, x2: plot.right, y1: at, y2: at }
  const band =
    pointed &&
    (horizontal
      ? { x: plot.left, y: plot.top + pointed.index * slot, width: plot.right - plot.left, height: slot }
      : { x: plot.left + pointed.index * slot, y: plot.top, width: slot, height: plot.bottom - plot.top })
  return (
    <svg width={width} height={height} className="d-block" focusable="false">
      {/* Shapes are drawn left to right and mirrored as a whole; text is placed on the mirrored side. */}
      <g transform={rtl ? `matrix(-1 0 0 1 ${width} 0)` : undefined}>
        {ticks.map((tick) => (
          <line key={tick.at} className="nl-chart-grid" {...across(tick.at)} />
        ))}
        {band && <rect className="nl-chart-band" {...band} />}
        <line className="nl-chart-axis" {...across(zero)} />
        {bars.map((bar) => (
          <rect
            key={`${bar.series}-${bar.index}`}
            x={bar.x}
            y={bar.y}
            width={bar.width}
            height={bar.height}
            rx={2}
            fill={bar.color}
          />
        ))}
        {lines.map(
          (line) =>
            line.fill && (
              <path key={`fill-${line.series}`} d={line.fill} fill={line.color} fillOpacity={0.12} />
            )
        )}
        {lines.map((line) => (
          <path
            key={line.series}
            d={line.d}
            fill="none"
            stroke={line.color}
            strokeWidth={3}
            strokeLinecap="round"
            strokeDasharray={line.dashed ? '6 5' : undefined}
          />
        ))}
      </g>
      <Labels layout={layout} width={width} rtl={rtl} horizontal={horizontal ?? false} />
    </svg>
  )
}

interface LabelsProps {
  layout: BarLineLayout
  width: number
  rtl: boolean
  horizontal: boolean
}

/** The axes' figures and the category names, never flipped with the shapes. */
function Labels({ layout, width, rtl, horizontal }: LabelsProps) {
  const { plot, ticks, secondTicks, labels } = layout
  const x = (value: number) => (rtl ? width - value : value)
  const toStart = rtl ? 'start' : 'end'
  const toEnd = rtl ? 'end' : 'start'
  return (
    <>
      {ticks.map((tick) =>
        horizontal ? (
          <text key={tick.at} x={x(tick.at)} y={plot.bottom + lineHeight} textAnchor="middle">
            {tick.label}
          </text>
        ) : (
          <text
            key={tick.at}
            x={x(plot.left - labelGap)}
            y={tick.at}
            textAnchor={toStart}
            dominantBaseline="middle"
          >
            {tick.label}
          </text>
        )
      )}
      {secondTicks.map((tick) => (
        <text
          key={tick.at}
          x={x(plot.right + labelGap)}
          y={tick.at}
          textAnchor={toEnd}
          dominantBaseline="middle"
        >
          {tick.label}
        </text>
      ))}
      {labels.map((label) =>
        horizontal ? (
          <text
            key={label.at}
            x={x(plot.left - labelGap)}
            y={label.at - ((label.lines.length - 1) * lineHeight) / 2}
            textAnchor={toStart}
            dominantBaseline="middle"
          >
            {label.lines.map((line, i) => (
              <tspan key={i} x={x(plot.left - labelGap)} dy={i === 0 ? 0 : lineHeight}>
                {line}
              </tspan>
            ))}
          </text>
        ) : (
          <text key={label.at} x={x(label.at)} y={plot.bottom + lineHeight} textAnchor="middle">
            {label.lines.map((line, i) => (
              <tspan key={i} x={x(label.at)} dy={i === 0 ? 0 : lineHeight}>
                {line}
              </tspan>
            ))}
          </text>
        )
      )}
    </>
  )
}

interface TooltipProps {
  pointed: Pointed
  width: number
  input: Omit<BarLineInput, 'width'>
  valueText: (value: number, series: BarLineSeries) => string
}

function Tooltip({ pointed, width, input, valueText }: TooltipProps) {
  const category = input.categories[pointed.index]!
  return (
    <ChartTooltip
      x={pointed.x}
      y={pointed.y}
      width={width}
      title={Array.isArray(category) ? category.join(' · ') : category}
      rows={input.series.map((series) => ({
        name: series.name,
        color: input.categoryColors?.[pointed.index] ?? series.color,
        value: valueText(series.data[pointed.index] ?? 0, series)
      }))}
    />
  )
}
