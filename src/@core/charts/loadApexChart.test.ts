import { describe, expect, it } from 'vitest'
import { chartTypesKey } from './loadApexChart'

describe('chartTypesKey', () => {
  it("names a chart's own type and its series' types once, sorted, leaving out unknown ones", () => {
    expect(chartTypesKey(['bar', 'line', 'bar'])).toBe('bar+line')
    expect(chartTypesKey(['donut'])).toBe('donut')
    expect(chartTypesKey(['area', 'column'])).toBe('area')
  })
})
