import { describe, expect, it } from 'vitest'
import { toHex } from './cssColor'

describe('toHex', () => {
  it('reads rgb() and color(srgb) values', () => {
    expect(toHex('rgb(66, 84, 200)')).toBe('#4254c8')
    expect(toHex('rgb(66 84 200)')).toBe('#4254c8')
    expect(toHex('rgba(66, 84, 200, 1)')).toBe('#4254c8')
    expect(toHex('color(srgb 1 0.5 0)')).toBe('#ff8000')
  })

  it('gives back what it cannot read', () => {
    expect(toHex('rgba(66, 84, 200, 0.5)')).toBe('rgba(66, 84, 200, 0.5)')
    expect(toHex('linear-gradient(red, blue)')).toBe('linear-gradient(red, blue)')
  })
})
