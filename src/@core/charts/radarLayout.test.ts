import { describe, expect, it } from 'vitest'
import { layoutRadar, nearestAxis } from './radarLayout'

const input = {
  width: 400,
  height: 300,
  axes: ['Jan', 'Feb', 'Mar', 'Apr'],
  series: [{ data: [40, 20, 10, 0] }]
}

describe('layoutRadar', () => {
  it('starts straight up and goes clockwise, with labels clear of the rings', () => {
    const { centre, radius, spokes, labels } = layoutRadar(input)
    expect(spokes[0]!.x).toBeCloseTo(centre.x)
    expect(spokes[0]!.y).toBeCloseTo(centre.y - radius)
    expect(spokes[1]!.x).toBeCloseTo(centre.x + radius)
    expect(labels.map((label) => label.anchor)).toEqual(['middle', 'start', 'middle', 'end'])
    expect(labels[1]!.x).toBeGreaterThan(spokes[1]!.x)
    expect(radius).toBeLessThanOrEqual(input.height / 2)
  })

  it('draws one ring a round value and the highest value on the outer ring', () => {
    const { rings, shapes, centre, radius } = layoutRadar(input)
    expect(rings).toHaveLength(4) // 10, 20, 30, 40
    const [first] = shapes[0]!.split(' ')
    expect(first).toBe(`${centre.x},${Math.round((centre.y - radius) * 10) / 10}`)
  })
})

describe('nearestAxis', () => {
  it('finds the axis in the direction of the pointer', () => {
    const centre = { x: 100, y: 100 }
    expect(nearestAxis(centre, 100, 10, 4)).toBe(0)
    expect(nearestAxis(centre, 190, 95, 4)).toBe(1)
    expect(nearestAxis(centre, 100, 190, 4)).toBe(2)
    expect(nearestAxis(centre, 10, 100, 4)).toBe(3)
    expect(nearestAxis(centre, 95, 5, 4)).toBe(0)
  })
})
