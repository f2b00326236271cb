import type { ComponentType } from 'react'
import type { Props as ApexChartComponentProps } from 'react-apexcharts/core'

/** The chart types the template draws (ApexCharts' `chart.type`). */
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

// ApexCharts is the heaviest library of the template (the full build is ~290 KB gzip). Pages fetch
// its core and only the chart types they draw, when the first chart of a type mounts, so a page's
// text and numbers never wait for it. Each type module registers itself with the core on import;
// the package ships one module for the line family (line, area, scatter, bubble) and one for the
// pie family under several names, so each family is imported by one name and fetched once.
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

/** The chart types a drawing needs, as one key: a chart's own type and its series' (a bar chart
 *  with a line series needs both), sorted, joined by `+`. */
export function chartTypesKey(types: readonly string[]): string {
  return [...new Set(types.filter((type) => type in chartTypes))].sort().join('+')
}

const loading = new Map<string, Promise<ApexChartComponent>>()
const loaded = new Map<string, ApexChartComponent>()

/** The React chart component, once it can draw every type of the key; undefined until then. */
export const loadedApexChart = (key: string) => loaded.get(key)

/** Loads the core, the legend and the chart types of the key (each module once) and resolves with
 *  the component. */
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
