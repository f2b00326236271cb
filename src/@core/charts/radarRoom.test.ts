import { describe, expect, it } from 'vitest'
import { radarRoom } from './radarRoom'

const labels = ['Velocidade', 'Design', 'Suporte', 'Preço', 'Funcionalidades', 'Segurança']
const drawn = (width: number, height = 320, extra = {}) => {
  const radar = radarRoom({ labels, ...extra }, width, height).plotOptions?.radar
  return { size: radar?.size ?? 0, offsetX: radar?.offsetX ?? 0 }
}
const textWidth = (label: string) => label.length * 12 * 0.55

describe('radar label room', () => {
  it.each([310, 360, 420, 520])('keeps the side labels inside a %i px wide chart', (width) => {
    const { size, offsetX } = drawn(width)
    const centre = width / 2 + offsetX
    expect(centre - size - 10 - textWidth('Funcionalidades')).toBeGreaterThanOrEqual(0)
    expect(centre + size + 10 + textWidth('Suporte')).toBeLessThanOrEqual(width)
  })

  it('moves the drawing away from the side with the longer labels', () => {
    expect(drawn(310).offsetX).toBeGreaterThan(0)
  })

  it('leaves room above and below for the labels and the legend', () => {
    expect(drawn(2000).size).toBeLessThanOrEqual((320 - 40) / 2 - 12)
    expect(drawn(2000, 320, { legend: { show: false } }).size).toBeGreaterThan(drawn(2000).size)
  })

  it('keeps a size the chart sets itself and waits for a measured width', () => {
    const own = radarRoom({ labels, plotOptions: { radar: { size: 90 } } }, 300, 320)
    expect(own.plotOptions?.radar?.size).toBe(90)
    expect(radarRoom({ labels }, 0, 320).plotOptions).toBeUndefined()
  })
})
