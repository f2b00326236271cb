import { describe, expect, it } from 'vitest'
import { arcPath, progressArc, shareArcs } from './ringLayout'

describe('ring layout', () => {
  it('gives each value its share of the turn, one after another', () => {
    expect(shareArcs([1, 3])).toEqual([
      { start: 0, end: 90 },
      { start: 90, end: 360 }
    ])
    expect(shareArcs([1, 1], -90, 90)).toEqual([
      { start: -90, end: 0 },
      { start: 0, end: 90 }
    ])
  })

  it('draws nothing for nothing to share, and no negative share', () => {
    expect(shareArcs([0, 0])).toEqual([
      { start: 0, end: 0 },
      { start: 0, end: 0 }
    ])
    expect(shareArcs([-5, 2])[0]).toEqual({ start: 0, end: 0 })
    expect(arcPath(50, 50, 10, { start: 0, end: 0 })).toBe('')
  })

  it('keeps a progress within 0-100 % of its turn', () => {
    expect(progressArc(50, -150, 150)).toEqual({ start: -150, end: 0 })
    expect(progressArc(140, -150, 150).end).toBe(150)
    expect(progressArc(-3, -150, 150).end).toBe(-150)
  })

  it("draws from twelve o'clock clockwise, with the large arc flag past a half turn", () => {
    expect(arcPath(50, 50, 10, { start: 0, end: 90 })).toBe('M 50.00 40.00 A 10 10 0 0 1 60.00 50.00')
    expect(arcPath(50, 50, 10, { start: 0, end: 270 })).toBe('M 50.00 40.00 A 10 10 0 1 1 40.00 50.00')
  })

  it('draws a whole turn as two halves back to its start', () => {
    expect(arcPath(50, 50, 10, { start: 0, end: 360 })).toBe(
      'M 50.00 40.00 A 10 10 0 0 1 50.00 60.00 A 10 10 0 0 1 50.00 40.00'
    )
  })
})
