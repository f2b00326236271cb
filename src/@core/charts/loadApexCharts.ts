import type ApexCharts from 'apexcharts'

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

export type ApexChartsClass = typeof ApexCharts

let loading: Promise<ApexChartsClass> | undefined
let loaded: ApexChartsClass | undefined

export const loadedApexCharts = () => loaded

/** ApexCharts is the heaviest library: it loads once, when the first chart mounts. */
export function loadApexCharts(): Promise<ApexChartsClass> {
  if (!loading) {
    const promise = import('apexcharts').then((module) => (loaded = module.default))
    // A failed load (network) is tried again by the next chart that asks.
    promise.catch(() => {
      if (loading === promise) loading = undefined
    })
    loading = promise
  }
  return loading
}
