import type { ApexOptions } from 'apexcharts'

type Plain = Record<string, unknown>
const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

type Formatter = (value: string, ...rest: unknown[]) => string
type Series = ApexOptions['series']

/** ApexCharts draws left to right only: a right-to-left page gets the x axis reversed in the data. */
export function mirrored(
  series: Series,
  options: ApexOptions,
  number: (value: number) => string
): [Series, ApexOptions] {
  if (!Array.isArray(series)) return [series, options]
  // Horizontal bars keep their order top to bottom and grow from the right.
  if (options.plotOptions?.bar?.horizontal)
    return [series, { ...options, yaxis: { ...(options.yaxis as Plain | undefined), reversed: true } }]
  const categories = options.xaxis?.categories as (string | number)[] | undefined
  if (categories) {
    const flip = (entry: unknown) =>
      isPlain(entry) && Array.isArray(entry.data)
        ? { ...entry, data: [...(entry.data as unknown[])].reverse() }
        : entry
    return [
      series.map(flip) as Series,
      { ...options, xaxis: { ...options.xaxis, categories: [...categories].reverse() } }
    ]
  }
  return hasNumericX(series) ? negatedX(series, options, number) : [series, options]
}

const pointX = (point: unknown): unknown =>
  Array.isArray(point) ? point[0] : isPlain(point) ? point.x : undefined

function hasNumericX(series: unknown[]): boolean {
  const points = series.flatMap((entry) => (isPlain(entry) && Array.isArray(entry.data) ? entry.data : []))
  return points.length > 0 && points.every((point) => typeof pointX(point) === 'number')
}

/** Numbers and times run from right to left when drawn as their negatives and labelled as themselves. */
function negatedX(
  series: unknown[],
  options: ApexOptions,
  number: (value: number) => string
): [Series, ApexOptions] {
  const negate = (point: unknown) =>
    Array.isArray(point)
      ? [-(point[0] as number), ...point.slice(1)]
      : { ...(point as Plain), x: -((point as Plain).x as number) }
  const drawn = series.map((entry) =>
    isPlain(entry) && Array.isArray(entry.data) ? { ...entry, data: entry.data.map(negate) } : entry
  )
  const own = options.xaxis?.labels?.formatter as Formatter | undefined
  const label = (value: string | number, ...rest: unknown[]) => {
    const real = -Number(value) || 0
    return own ? own(String(real), ...rest) : number(real)
  }
  const xs = series.flatMap((entry) =>
    isPlain(entry) && Array.isArray(entry.data) ? entry.data.map((point) => pointX(point) as number) : []
  )
  const range = (target: number) =>
    niceRange(
      typeof options.xaxis?.min === 'number' ? options.xaxis.min : Math.min(...xs),
      typeof options.xaxis?.max === 'number' ? options.xaxis.max : Math.max(...xs),
      options.xaxis?.type === 'datetime' ? day : 0,
      target
    )
  const { lo, hi, steps } = range(6)
  const phone = range(3)
  return [
    drawn as Series,
    {
      ...options,
      xaxis: {
        ...options.xaxis,
        type: 'numeric',
        min: -hi,
        max: -lo,
        tickAmount: steps,
        labels: { rotate: 0, hideOverlappingLabels: true, ...options.xaxis?.labels, formatter: label }
      },
      tooltip: { ...options.tooltip, x: { ...options.tooltip?.x, formatter: label } },
      // The library does not thin numeric labels that overlap: a phone gets fewer steps.
      responsive: [
        ...(options.responsive ?? []),
        { breakpoint: 576, options: { xaxis: { min: -phone.hi, max: -phone.lo, tickAmount: phone.steps } } }
      ]
    }
  ]
}

const day = 86_400_000

/** Round bounds and about `target` steps (whole days for times): the library picks ticks from the bounds given. */
function niceRange(
  min: number,
  max: number,
  unit: number,
  target: number
): { lo: number; hi: number; steps: number } {
  const rough = Math.max(max - min, unit || Number.EPSILON) / target
  const step = unit ? Math.ceil(rough / unit) * unit : niceStep(rough)
  const lo = Math.floor(min / step) * step
  const hi = Math.ceil(max / step) * step
  return { lo, hi, steps: Math.max(1, Math.round((hi - lo) / step)) }
}

function niceStep(rough: number): number {
  const power = 10 ** Math.floor(Math.log10(rough))
  return ([1, 2, 5, 10].find((factor) => factor * power >= rough) ?? 10) * power
}
