import type { ComponentType } from 'react'
import type { Props as ApexChartComponentProps } from 'react-apexcharts/core'

export type ApexType =
  | 'line'
  | 'area'
  | 'bar'
  | 'pie'
  | 'donut'
  | 'radialBar'
  | 'scatter'
  | 'bubble'
  | 'heatmap'
  | 'candlestick'
  | 'radar'
  | 'polarArea'

// ApexCharts is the heaviest library: pages fetch its core and only the chart types they draw, each family once.
const lineFamily = () => import('apexcharts/line')
const pieFamily = () => import('apexcharts/pie')
const chartTypes: Record<ApexType, () => Promise<unknown>> = {
  line: lineFamily,
  area: lineFamily,
  scatter: lineFamily,
  bubble: lineFamily,
  pie: pieFamily,
  donut: pieFamily,
  polarArea: pieFamily,
  bar: () => import('apexcharts/bar'),
  heatmap: () => import('apexcharts/heatmap'),
  candlestick: () => import('apexcharts/candlestick'),
  radialBar: () => import('apexcharts/radialBar'),
  radar: () => import('apexcharts/radar')
}

export type ApexChartComponent = ComponentType<ApexChartComponentProps>

/** A bar chart with a line series needs both types. */
export function chartTypesKey(types: readonly string[]): string {
  return [...new Set(types.filter((type) => type in chartTypes))].sort().join('+')
}

const loading = new Map<string, Promise<ApexChartComponent>>()
const loaded = new Map<string, ApexChartComponent>()

export const loadedApexChart = (key: string) => loaded.get(key)

export function loadApexChart(key: string): Promise<ApexChartComponent> {
  let promise = loading.get(key)
  if (!promise) {
    const types = key.split('+') as ApexType[]
    promise = Promise.all([
      import('react-apexcharts/core'),
      import('apexcharts/features/legend'),
      ...types.map((type) => chartTypes[type]())
    ]).then(([module]) => {
      loaded.set(key, module.default)
      return module.default
    })
    // A failed load (network) is tried again by the next chart that asks.
    promise.catch(() => loading.delete(key))
    loading.set(key, promise)
  }
  return promise
}
