import { describe, expect, it } from 'vitest'
import type { ApexOptions } from 'apexcharts'
import { mirrored } from './apexMirror'

const number = (value: number) => `n${value}`

describe('an Apex chart on a right-to-left page', () => {
  it('reverses a category axis and its data', () => {
    const [series, options] = mirrored(
      [{ name: 'a', data: [1, 2, 3] }],
      { xaxis: { categories: ['x', 'y', 'z'] } },
      number
    )
    expect(series).toEqual([{ name: 'a', data: [3, 2, 1] }])
    expect(options.xaxis?.categories).toEqual(['z', 'y', 'x'])
  })

  it('keeps horizontal bars in their order and makes them grow from the right', () => {
    const [series, options] = mirrored(
      [{ name: 'a', data: [1, 2, 3] }],
      {
        plotOptions: { bar: { horizontal: true } },
        xaxis: { categories: ['x', 'y', 'z'] },
        yaxis: { opposite: true }
      },
      number
    )
    expect(series).toEqual([{ name: 'a', data: [1, 2, 3] }])
    expect(options.xaxis?.categories).toEqual(['x', 'y', 'z'])
    expect(options.yaxis).toEqual({ opposite: true, reversed: true })
  })

  it('draws numbers and times as their negatives and labels them as themselves', () => {
    const [series, options] = mirrored(
      [
        { name: 'pairs', data: [[2, 10]] },
        { name: 'points', data: [{ x: 5, y: [1, 2, 3, 4] }] }
      ],
      {
        xaxis: { type: 'datetime', min: 1, max: 9, labels: { formatter: (value: string) => `day ${value}` } }
      },
      number
    )
    expect(series).toEqual([
      { name: 'pairs', data: [[-2, 10]] },
      { name: 'points', data: [{ x: -5, y: [1, 2, 3, 4] }] }
    ])
    const xaxis = options.xaxis as NonNullable<ApexOptions['xaxis']>
    expect(xaxis).toMatchObject({ type: 'numeric', min: -86_400_000, max: -0, tickAmount: 1 })
    expect((xaxis.labels?.formatter as (value: string) => string)('-5')).toBe('day 5')
  })

  it('gives a phone about three steps of a mirrored time axis, not six that overlap', () => {
    const days = Array.from({ length: 28 }, (_, i) => ({ x: i * 86_400_000, y: [1, 2, 3, 4] }))
    const [, options] = mirrored([{ name: 'candles', data: days }], { xaxis: { type: 'datetime' } }, number)
    expect(options.xaxis?.tickAmount).toBe(6)
    expect(options.responsive).toEqual([
      { breakpoint: 576, options: { xaxis: { min: -27 * 86_400_000, max: -0, tickAmount: 3 } } }
    ])
  })

  it('labels a negated number axis with the page formatter when the chart has none', () => {
    const [, options] = mirrored([{ name: 'a', data: [[3, 1]] }], { xaxis: { type: 'numeric' } }, number)
    expect((options.tooltip?.x?.formatter as (value: number) => string)(-3)).toBe('n3')
  })
})
