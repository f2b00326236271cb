import { describe, expect, it } from 'vitest'
import { radarRoom } from './radarRoom'

const labels = ['Vitesse', 'Design', 'Assistance', 'Prix', 'Funcionalidades', 'Sécurité']
const sizeOf = (width: number, height = 320, extra = {}) =>
  radarRoom({ labels, ...extra }, width, height).plotOptions?.radar?.size ?? 0

describe('radar label room', () => {
  it.each([320, 360, 420, 520])('keeps the longest label inside a %i px wide chart', (width) => {
    const longest = 'Funcionalidades'.length * 12 * 0.62
    expect(sizeOf(width) + 10 + longest).toBeLessThanOrEqual(width / 2)
  })

  it('leaves room above and below for the labels and the legend', () => {
    expect(sizeOf(2000)).toBeLessThanOrEqual((320 - 40) / 2 - 12)
    expect(sizeOf(2000, 320, { legend: { show: false } })).toBeGreaterThan(sizeOf(2000))
  })

  it('grows with the width until the height limits it', () => {
    expect(sizeOf(330)).toBeLessThan(sizeOf(420))
    expect(sizeOf(900)).toBe(sizeOf(1200))
  })

  it('keeps a size the chart sets itself and waits for a measured width', () => {
    expect(
      radarRoom({ labels, plotOptions: { radar: { size: 90 } } }, 300, 320).plotOptions?.radar?.size
    ).toBe(90)
    expect(radarRoom({ labels }, 0, 320).plotOptions).toBeUndefined()
  })
})
