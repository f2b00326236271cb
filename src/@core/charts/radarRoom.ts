import type { ApexOptions } from 'apexcharts'

const labelGap = 14
const legendRoom = 40
const minSize = 30
const charWidth = 0.55

/** ApexCharts sizes a radar without its side labels' width, so a long one at the edge gets cut. */
export function radarRoom(options: ApexOptions, width: number, height: number): ApexOptions {
  const radar = options.plotOptions?.radar
  if (width <= 0 || radar?.size !== undefined) return options
  const labels = (options.labels ?? options.xaxis?.categories ?? []) as unknown[]
  const fontSize = parseFloat(String(options.xaxis?.labels?.style?.fontSize ?? '12')) || 12
  let left = 0
  let right = 0
  labels.forEach((label, index) => {
    const side = Math.sin((index / labels.length) * 2 * Math.PI)
    const textWidth = String(label).length * fontSize * charWidth
    if (side > 0.05) right = Math.max(right, textWidth)
    if (side < -0.05) left = Math.max(left, textWidth)
  })
  const across = (width - left - right) / 2 - labelGap
  const down = (height - (options.legend?.show === false ? 0 : legendRoom)) / 2 - fontSize - labelGap
  const size = Math.max(minSize, Math.floor(Math.min(across, down)))
  const offsetX = radar?.offsetX ?? Math.round((left - right) / 2)
  return { ...options, plotOptions: { ...options.plotOptions, radar: { ...radar, size, offsetX } } }
}
