import { useId } from 'react'
import { sparkBars, sparkPath } from './sparkPath'

export interface SparklineProps {
  kind: 'area' | 'bar' | 'line'
  values: number[]
  color: string
  height: number
}

const width = 300
const stroke = 3

/** A stat card's small chart as one SVG of our own: no chart library, no layout pass of its own. */
export function Sparkline({ kind, values, color, height }: SparklineProps) {
  // useId's colons are not safe inside url(#…).
  const gradient = `spark${useId().replace(/\W/g, '')}`
  const box = { width, height, pad: kind === 'bar' ? 0 : stroke }
  return (
    <svg
      className="sparkline d-block w-100"
      viewBox={`0 0 ${width} ${height}`}
      height={height}
      preserveAspectRatio="none"
      focusable="false"
    >
      {kind === 'bar' ? (
        sparkBars(values, box).map((bar, i) => (
          <rect key={i} x={bar.x} y={bar.y} width={bar.width} height={bar.height} rx={3} fill={color} />
        ))
      ) : (
        <>
          {kind === 'area' && (
            <>
              <defs>
                <linearGradient id={gradient} x1="0" x2="0" y1="0" y2="1">
                  <stop offset="0" stopColor={color} stopOpacity={0.5} />
                  <stop offset="1" stopColor={color} stopOpacity={0.05} />
                </linearGradient>
              </defs>
              <path
                d={`${sparkPath(values, box)} L${width},${height} L0,${height} Z`}
                fill={`url(#${gradient})`}
              />
            </>
          )}
          <path
            d={sparkPath(values, box)}
            fill="none"
            stroke={color}
            strokeWidth={stroke}
            strokeLinecap="round"
            vectorEffect="non-scaling-stroke"
          />
        </>
      )}
    </svg>
  )
}
