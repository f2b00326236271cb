import { describe, expect, it } from 'vitest'
import { sparkBars, sparkPath } from './sparkPath'

const box = { width: 300, height: 100, pad: 3 }

describe('sparkPath', () => {
  it('starts at the first value and ends at the last, across the whole width', () => {
    const d = sparkPath([0, 50, 100], box)
    expect(d.startsWith('M0,97')).toBe(true)
    expect(d.endsWith('300,3')).toBe(true)
    expect(d.match(/C/g)).toHaveLength(2)
  })

  it('keeps every control point inside the box, even at a sharp peak', () => {
    const numbers = sparkPath([0, 100, 0, 100, 0], box)
      .replace(/[MC]/g, ' ')
      .trim()
      .split(/[\s,]+/)
      .map(Number)
    const ys = numbers.filter((_, i) => i % 2 === 1)
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(3)
    expect(Math.max(...ys)).toBeLessThanOrEqual(97)
  })

  it('draws nothing for no values and a flat line at the bottom for zeros', () => {
    expect(sparkPath([], box)).toBe('')
    expect(sparkPath([0, 0], box)).toMatch(/^M0,97 C.* 300,97$/)
  })
})

describe('sparkBars', () => {
  it('gives each value a centred bar whose height follows its share of the highest', () => {
    const bars = sparkBars([50, 100], { width: 200, height: 100, pad: 0 })
    expect(bars[0]).toEqual({ x: 27.5, y: 50, width: 45, height: 50 })
    expect(bars[1]).toEqual({ x: 127.5, y: 0, width: 45, height: 100 })
  })
})
