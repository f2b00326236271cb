import { describe, expect, it } from 'vitest'
import { isPermissive } from '../../scripts/licences/allowed.mjs'

describe('the licence allow-list of the production dependencies', () => {
  it('takes permissive licences, alone, all together, or as one choice of several', () => {
    expect(isPermissive('MIT')).toBe(true)
    expect(isPermissive('MIT AND ISC AND BSD-3-Clause')).toBe(true)
    expect(isPermissive('(MPL-2.0 OR Apache-2.0)')).toBe(true)
  })

  it("refuses ApexCharts' own licence, a custom or unknown one, and a permissive one tied to another", () => {
    expect(isPermissive('ApexCharts License')).toBe(false)
    expect(isPermissive('Custom: LICENSE.md')).toBe(false)
    expect(isPermissive('SEE LICENSE IN LICENSE.md')).toBe(false)
    expect(isPermissive('UNKNOWN')).toBe(false)
    expect(isPermissive('MIT AND GPL-3.0')).toBe(false)
    expect(isPermissive('GPL-2.0+')).toBe(false)
    expect(isPermissive('MPL-2.0')).toBe(false)
  })
})
