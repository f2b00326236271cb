import type { ApexOptions } from 'apexcharts'
import { useEffect, useRef } from 'react'
import type { ApexChartsClass, ApexType } from './loadApexCharts'

export interface ApexDrawingProps {
  library: ApexChartsClass
  type: ApexType
  series: ApexOptions['series']
  options: ApexOptions
  height: number | string
}

const calm = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false

/**
 * The first drawing appears at once: its grow-in animation redrew every bar and line frame after frame (each
 * frame a long task at 4x CPU) while the page was still loading. A change of data animates, unless the user asks
 * for less motion; the option is always given, since the library keeps the last one it was told.
 */
const configOf = (
  { type, series, options, height }: Omit<ApexDrawingProps, 'library'>,
  animate: boolean
): ApexOptions => ({
  ...options,
  chart: {
    ...options.chart,
    type,
    height,
    width: '100%',
    animations: { ...options.chart?.animations, enabled: animate }
  },
  series
})

/** Our React binding over ApexCharts: drawn once on mount, redrawn in place when its input changes. */
export function ApexDrawing({ library, ...input }: ApexDrawingProps) {
  const node = useRef<HTMLDivElement>(null)
  const chart = useRef<ApexCharts | null>(null)
  const drawn = useRef(input)
  const { type, series, options, height } = input

  useEffect(() => {
    const instance = new library(node.current, configOf(drawn.current, false))
    chart.current = instance
    // A chart unmounted while it still draws rejects; nothing is left to show.
    instance.render().catch(() => undefined)
    return () => {
      chart.current = null
      instance.destroy()
    }
  }, [library])

  useEffect(() => {
    const next = { type, series, options, height }
    const last = drawn.current
    drawn.current = next
    if (!chart.current) return
    if (last.type === type && last.series === series && last.options === options && last.height === height)
      return
    chart.current.updateOptions(configOf(next, !calm())).catch(() => undefined)
  }, [type, series, options, height])

  return <div ref={node} />
}
