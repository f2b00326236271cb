import { useState, type PointerEvent } from 'react'
import { useWidth } from '../hooks/useWidth'
import { ChartLegend, ChartTooltip, type ShownSeries } from './chartParts'
import { layoutRadar, nearestAxis } from './radarLayout'
import { useChartTheme } from './useChartTheme'

export interface RadarSeries extends ShownSeries {
  data: number[]
  /** How opaque its shape is; later shapes are drawn over earlier ones. */
  opacity?: number
}

export interface RadarChartProps {
  axes: string[]
  series: RadarSeries[]
  height: number
  format: (value: number) => string
}

/** A radar as one SVG of our own, like the bar and line chart: no text measured, drawn in one short render. */
export function RadarChart({ axes, series, height, format }: RadarChartProps) {
  const { rtl } = useChartTheme()
  const [frame, setFrame] = useState<HTMLDivElement | null>(null)
  const width = useWidth(frame)
  const [pointed, setPointed] = useState<{ index: number; x: number; y: number } | null>(null)
  const layout = width > 0 ? layoutRadar({ width, height, axes, series }) : null
  // Shapes are drawn left to right and mirrored as a whole; labels are placed on the mirrored side.
  const x = (value: number) => (rtl ? width - value : value)
  const flip = { start: 'end', end: 'start', middle: 'middle' } as const

  const point = (event: PointerEvent<HTMLDivElement>) => {
    if (!layout) return
    const box = event.currentTarget.getBoundingClientRect()
    const [px, py] = [event.clientX - box.left, event.clientY - box.top]
    setPointed({ index: nearestAxis(layout.centre, x(px), py, axes.length), x: px, y: py })
  }

  return (
    <div className="nl-chart">
      <ChartLegend series={series} />
      <div
        ref={setFrame}
        className="position-relative"
        style={{ height }}
        onPointerMove={point}
        onPointerLeave={() => setPointed(null)}
      >
        {layout && (
          <svg width={width} height={height} className="d-block" focusable="false">
            <g transform={rtl ? `matrix(-1 0 0 1 ${width} 0)` : undefined}>
              {layout.rings.map((ring) => (
                <polygon key={ring} className="nl-chart-ring" points={ring} />
              ))}
              {layout.spokes.map((spoke, index) => (
                <line
                  key={index}
                  className="nl-chart-axis"
                  x1={layout.centre.x}
                  y1={layout.centre.y}
                  x2={spoke.x}
                  y2={spoke.y}
                />
              ))}
              {layout.shapes.map((shape, index) => (
                <polygon
                  key={series[index]!.name}
                  points={shape}
                  fill={series[index]!.color}
                  fillOpacity={series[index]!.opacity ?? 0.8}
                />
              ))}
            </g>
            {layout.labels.map((label, index) => (
              <text
                key={index}
                x={x(label.x)}
                y={label.y}
                textAnchor={rtl ? flip[label.anchor] : label.anchor}
                dominantBaseline="middle"
                className={pointed?.index === index ? 'fw-semibold' : undefined}
              >
                {label.text}
              </text>
            ))}
          </svg>
        )}
        {layout && pointed && (
          <ChartTooltip
            x={pointed.x}
            y={pointed.y}
            width={width}
            title={axes[pointed.index]!}
            rows={series.map((s) => ({ ...s, value: format(s.data[pointed.index] ?? 0) }))}
          />
        )}
      </div>
    </div>
  )
}
