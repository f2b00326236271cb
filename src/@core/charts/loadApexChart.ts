import type { ComponentType } from 'react'
import type { Props as ApexChartComponentProps } from 'react-apexcharts/core'
import type { ApexType } from './ApexChart'

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

const loading = new Map<ApexType, Promise<ApexChartComponent>>()
const loaded = new Map<ApexType, ApexChartComponent>()

/** The React chart component, once it can draw `type`; undefined until then. */
export const loadedApexChart = (type: ApexType) => loaded.get(type)

/** Loads the core, the legend and the chart type (each once) and resolves with the component. */
export function loadApexChart(type: ApexType): Promise<ApexChartComponent> {
  let promise = loading.get(type)
  if (!promise) {
    promise = Promise.all([import('react-apexcharts/core'), import('apexcharts/features/legend'), chartTypes[type]()]).then(([module]) => {
      loaded.set(type, module.default)
      return module.default
    })
    // A failed load (network) is tried again by the next chart that asks.
    promise.catch(() => loading.delete(type))
    loading.set(type, promise)
  }
  return promise
}
