import { describe, expect, it } from 'vitest'
import { layoutBarLine, niceTicks, smoothPath, type BarLineInput } from './barLineLayout'

const base: BarLineInput = {
  width: 600,
  height: 300,
  categories: ['Jan', 'Feb', 'Mar', 'Apr'],
  series: [{ name: 'Sales', data: [10, 40, 25, 30], color: 'blue' }],
  format: String
}

describe('niceTicks', () => {
  it('covers the values in round steps from zero', () => {
    expect(niceTicks(0, 37)).toEqual([0, 10, 20, 30, 40])
    expect(niceTicks(0, 1450)).toEqual([0, 500, 1000, 1500])
  })

  it('reaches below zero for negative values, and leaves zero out when asked', () => {
    expect(niceTicks(-1490, 2980)).toEqual([-2000, 0, 2000, 4000])
    expect(niceTicks(80, 100, 4, false)).toEqual([80, 85, 90, 95, 100])
  })

  it('keeps steps free of float error', () => {
    expect(niceTicks(0, 0.7)).toEqual([0, 0.2, 0.4, 0.6, 0.8])
  })
})

describe('layoutBarLine', () => {
  it('puts each bar in the middle of its slot, up from zero, the tallest reaching the top tick', () => {
    const { bars, plot, zero, slot, ticks } = layoutBarLine(base)
    expect(bars).toHaveLength(4)
    expect(zero).toBe(plot.bottom)
    expect(bars[1]!.x + bars[1]!.width / 2).toBeCloseTo(plot.left + slot * 1.5)
    expect(bars[1]!.y + bars[1]!.height).toBeCloseTo(zero)
    expect(ticks.at(-1)).toMatchObject({ label: '40', at: plot.top })
    expect(bars[1]!.y).toBeCloseTo(plot.top)
  })

  it('stacks gains above zero and losses below it', () => {
    const { bars, zero, ticks } = layoutBarLine({
      ...base,
      stacked: true,
      series: [
        { name: 'New', data: [30, 30, 30, 30], color: 'blue' },
        { name: 'Churn', data: [-10, -10, -10, -10], color: 'red' },
        { name: 'Expansion', data: [10, 10, 10, 10], color: 'green' }
      ]
    })
    const first = bars.filter((bar) => bar.index === 0)
    expect(first.map((bar) => bar.color)).toEqual(['blue', 'red', 'green'])
    const [gain, loss, more] = first
    expect(gain!.y + gain!.height).toBeCloseTo(zero)
    expect(loss!.y).toBeCloseTo(zero)
    expect(more!.y + more!.height).toBeCloseTo(gain!.y)
    expect(Number(ticks[0]!.label)).toBeLessThanOrEqual(-10)
  })

  it('puts grouped bars side by side in one band', () => {
    const { bars } = layoutBarLine({
      ...base,
      series: [base.series[0]!, { name: 'Lost', data: [1, 2, 3, 4], color: 'red' }]
    })
    const [won, lost] = bars.filter((bar) => bar.index === 2)
    expect(lost!.x).toBeCloseTo(won!.x + won!.width)
  })

  it('draws a line through the slot centres, on its own axis when it has one', () => {
    const { lines, plot, secondTicks } = layoutBarLine({
      ...base,
      series: [{ name: 'Rate', kind: 'line', onSecondAxis: true, data: [80, 100, 90, 85], color: 'green' }],
      second: { min: 80, max: 100, format: (value) => `${value}%` }
    })
    expect(lines).toHaveLength(1)
    expect(
      lines[0]!.d.startsWith(
        `M${Math.round((plot.left + (plot.right - plot.left) / 8) * 10) / 10},${plot.bottom}`
      )
    ).toBe(true)
    expect(secondTicks.map((tick) => tick.label)).toEqual(['80%', '85%', '90%', '95%', '100%'])
    expect(plot.right).toBeLessThan(600 - 8)
  })

  it('fills an area down to zero, and leaves the value axis out when asked', () => {
    const { lines, ticks, plot, zero } = layoutBarLine({
      ...base,
      valueAxis: false,
      series: [{ name: 'Started', kind: 'area', data: [3, 5, 4, 6], color: 'teal' }]
    })
    expect(ticks).toEqual([])
    expect(plot.left).toBe(8)
    expect(lines[0]!.fill?.startsWith(lines[0]!.d)).toBe(true)
    expect(lines[0]!.fill?.endsWith(`,${zero} Z`)).toBe(true)
  })

  it('lays horizontal bars down the side, growing along the width', () => {
    const { bars, plot, labels } = layoutBarLine({ ...base, horizontal: true })
    expect(bars[0]!.x).toBeCloseTo(plot.left)
    expect(bars[1]!.x + bars[1]!.width).toBeCloseTo(plot.right)
    expect(labels.map((label) => label.lines[0])).toEqual(['Jan', 'Feb', 'Mar', 'Apr'])
    expect(labels[1]!.at).toBeGreaterThan(labels[0]!.at)
  })

  it('skips labels that would crowd a narrow chart, and keeps a category on several lines', () => {
    const months = Array.from({ length: 30 }, (_, i) => `Day ${i + 1}`)
    const { labels } = layoutBarLine({
      ...base,
      width: 320,
      categories: months,
      series: [{ name: 'Sales', data: months.map(() => 5), color: 'blue' }]
    })
    expect(labels.length).toBeLessThan(10)
    expect(labels[0]!.lines).toEqual(['Day 1'])
    const stages = layoutBarLine({
      ...base,
      categories: [
        ['Lead', '7 deals'],
        ['Won', '2 deals']
      ]
    })
    expect(stages.labels[0]!.lines).toEqual(['Lead', '7 deals'])
    expect(stages.plot.bottom).toBeLessThan(layoutBarLine(base).plot.bottom)
  })
})

describe('smoothPath', () => {
  it('never takes a handle above or below the two points it joins', () => {
    const d = smoothPath([
      [0, 10],
      [30, 90],
      [60, 10]
    ])
    const ys = [...d.matchAll(/(-?[\d.]+),(-?[\d.]+)/g)].map((match) => Number(match[2]))
    expect(Math.min(...ys)).toBe(10)
    expect(Math.max(...ys)).toBe(90)
  })
})
