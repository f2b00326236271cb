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

const configOf = ({ type, series, options, height }: Omit<ApexDrawingProps, 'library'>): ApexOptions => ({
  ...options,
  chart: { ...options.chart, type, height, width: '100%' },
  series
})

/** Our React binding over ApexCharts: drawn once on mount, redrawn in place when its input changes. */
export function ApexDrawing({ library, ...input }: ApexDrawingProps) {
  const node = useRef<HTMLDivElement>(null)
  const chart = useRef<ApexCharts | null>(null)
  const drawn = useRef(input)
  const { type, series, options, height } = input

  useEffect(() => {
    const instance = new library(node.current, configOf(drawn.current))
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
    chart.current.updateOptions(configOf(next)).catch(() => undefined)
  }, [type, series, options, height])

  return <div ref={node} />
}
