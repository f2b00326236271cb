import type { ApexOptions } from 'apexcharts'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApexDrawing } from './ApexDrawing'
import { loadApexCharts, loadedApexCharts, type ApexChartsClass, type ApexType } from './loadApexCharts'
import { mirrored } from './apexMirror'
import { radarRoom } from './radarRoom'
import { useDrawTurn } from '../hooks/drawTurns'
import { useWidth } from '../hooks/useWidth'
import { useChartTheme, type ChartTheme } from './useChartTheme'

export type { ApexType }

export interface ApexChartProps {
  type: ApexType
  series: ApexOptions['series']
  options: ApexOptions
  height: number | string
}

type Plain = Record<string, unknown>
const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export function mergeOptions<T extends object>(under: T, over: object): T {
  const merged: Plain = { ...(under as Plain) }
  for (const [key, value] of Object.entries(over))
    merged[key] = isPlain(value) && isPlain(merged[key]) ? mergeOptions(merged[key], value) : value
  return merged as T
}

export function themeOptions(theme: ChartTheme): ApexOptions {
  return {
    chart: {
      foreColor: theme.text,
      fontFamily: theme.fontFamily,
      background: 'transparent',
      toolbar: { show: false },
      zoom: { enabled: false },
      parentHeightOffset: 0,
      redrawOnParentResize: true
    },
    theme: { mode: theme.isDark ? 'dark' : 'light' },
    colors: theme.palette,
    // The first x label sits at the left edge, which has no value axis beside it in RTL.
    grid: { borderColor: theme.grid, strokeDashArray: 4, ...(theme.rtl && { padding: { left: 24 } }) },
    tooltip: { theme: theme.isDark ? 'dark' : 'light' },
    legend: { labels: { colors: theme.text }, fontFamily: theme.fontFamily },
    dataLabels: { enabled: false },
    xaxis: { axisBorder: { color: theme.grid }, axisTicks: { color: theme.grid } },
    // ApexCharts draws left to right only: in RTL the value axis moves to the right.
    yaxis: {
      opposite: theme.rtl,
      labels: {
        formatter: (value: number | string) =>
          typeof value === 'number'
            ? theme.number(value, { notation: 'compact', maximumFractionDigits: 1 })
            : value
      }
    }
  }
}

/** On a phone, a long category axis shows about six labels, level, instead of crowding or tilting them all. */
function phoneLabels(options: ApexOptions): ApexOptions {
  const count = (options.xaxis?.categories as unknown[] | undefined)?.length ?? 0
  if (count <= 6 || options.responsive) return options
  const xaxis = { tickAmount: 5, labels: { rotate: 0, hideOverlappingLabels: true } }
  return { ...options, responsive: [{ breakpoint: 576, options: { xaxis } }] }
}

// ApexCharts writes series names, labels and categories into its legend and tooltips as HTML.
const inert = (text: string) => text.replace(/</g, '‹').replace(/>/g, '›').replace(/"/g, '″')
const inertAll = (values: unknown): unknown =>
  Array.isArray(values) ? values.map(inertAll) : typeof values === 'string' ? inert(values) : values

/** Text from data, made unable to form markup wherever ApexCharts may write it as HTML. */
export function inertText(
  series: ApexOptions['series'],
  options: ApexOptions
): [ApexOptions['series'], ApexOptions] {
  const safeSeries = Array.isArray(series)
    ? series.map((entry) => {
        if (!isPlain(entry)) return entry
        const data = Array.isArray(entry.data)
          ? entry.data.map((point) =>
              isPlain(point) && 'x' in point ? { ...point, x: inertAll(point.x) } : point
            )
          : entry.data
        return { ...entry, ...(typeof entry.name === 'string' ? { name: inert(entry.name) } : {}), data }
      })
    : series
  const categories = options.xaxis?.categories as unknown
  const safeOptions = mergeOptions(options, {
    ...(options.labels ? { labels: inertAll(options.labels) } : {}),
    ...(categories ? { xaxis: { categories: inertAll(categories) } } : {})
  })
  return [safeSeries as ApexOptions['series'], safeOptions]
}

/** The figure's table still has the data meanwhile. */
const retryAfterMs = 5000

/** No retry button: the drawing is hidden from assistive technology, a button inside it could not be. */
function useApexRuntime() {
  const [library, setLibrary] = useState<ApexChartsClass | null | undefined>(loadedApexCharts)
  useEffect(() => {
    if (library) return
    let live = true
    const timer = library === null ? window.setTimeout(() => setLibrary(undefined), retryAfterMs) : undefined
    if (library === undefined) {
      loadApexCharts().then(
        (loaded) => live && setLibrary(() => loaded),
        () => live && setLibrary(null)
      )
    }
    return () => {
      live = false
      window.clearTimeout(timer)
    }
  }, [library])
  return library
}

/** New options make the library redraw in place, no remount. */
export function ApexChart({ type, series, options, height }: ApexChartProps) {
  const { t } = useTranslation()
  const library = useApexRuntime()
  const theme = useChartTheme()
  const radar = type === 'radar' && typeof height === 'number'
  const [frame, setFrame] = useState<HTMLDivElement | null>(null)
  const width = useWidth(frame, radar)
  const myTurn = useDrawTurn(frame, library !== undefined)
  const [drawnSeries, drawnOptions] = useMemo(() => {
    const merged = mergeOptions(themeOptions(theme), options)
    const full = radar ? radarRoom(merged, width, height) : merged
    // ApexCharts writes into the series it is given; data from the store is frozen, so it gets a copy.
    const [own, safe] = inertText(structuredClone(series), phoneLabels(full))
    return theme.rtl ? mirrored(own, safe, (value) => theme.number(value)) : [own, safe]
  }, [theme, series, options, radar, width, height])
  const drawing =
    library && myTurn ? (
      <ApexDrawing
        library={library}
        type={type}
        series={drawnSeries}
        options={drawnOptions}
        height={height}
      />
    ) : (
      <div
        className="d-flex align-items-center justify-content-center text-body-secondary small"
        style={{ height }}
      >
        {library === null && t('query.chartFailed')}
      </div>
    )
  return <div ref={setFrame}>{drawing}</div>
}
