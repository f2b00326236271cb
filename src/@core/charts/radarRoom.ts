import type { ApexOptions } from 'apexcharts'

const labelGap = 14
const legendRoom = 40
const minSize = 30

/** ApexCharts sizes a radar without the side labels' width, so a long one at the edge gets cut. */
export function radarRoom(options: ApexOptions, width: number, height: number): ApexOptions {
  if (width <= 0 || options.plotOptions?.radar?.size !== undefined) return options
  const labels = (options.labels ?? options.xaxis?.categories ?? []) as unknown[]
  const fontSize = parseFloat(String(options.xaxis?.labels?.style?.fontSize ?? '12')) || 12
  const longest = Math.max(0, ...labels.map((label) => String(label).length)) * fontSize * 0.62
  const across = width / 2 - longest - labelGap
  const down = (height - (options.legend?.show === false ? 0 : legendRoom)) / 2 - fontSize - labelGap
  const size = Math.max(minSize, Math.floor(Math.min(across, down)))
  return {
    ...options,
    plotOptions: { ...options.plotOptions, radar: { ...options.plotOptions?.radar, size } }
  }
}
