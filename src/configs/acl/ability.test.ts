import { describe, expect, it } from 'vitest'
import { subject } from '@casl/ability'
import { abilityFor, buildAbility, defaultAbilityRules } from './ability'

describe('ability', () => {
  it('lets a signed-out visitor read Auth only', () => {
    expect(defaultAbilityRules).toEqual([{ action: 'read', subject: 'Auth' }])
    const ability = abilityFor(null)
    expect(ability.can('read', 'Auth')).toBe(true)
    expect(ability.can('read', 'ACL')).toBe(false)
    expect(ability.can('manage', 'all')).toBe(false)
  })

  it('gives the admin everything', () => {
    const ability = abilityFor({ ability: [{ action: 'manage', subject: 'all' }] })
    expect(ability.can('read', 'Dashboard')).toBe(true)
    expect(ability.can('delete', 'ACL')).toBe(true)
  })

  it('gives the client read on ACL and Auth only', () => {
    const ability = buildAbility([
      { action: 'read', subject: 'ACL' },
      { action: 'read', subject: 'Auth' }
    ])
    expect(ability.can('read', 'ACL')).toBe(true)
    expect(ability.can('update', 'ACL')).toBe(false)
    expect(ability.can('read', 'Dashboard')).toBe(false)
  })

  // A `cannot` rule used to lose `inverted` and become a grant.
  it('keeps cannot rules and conditions', () => {
    const ability = buildAbility([
      { action: 'manage', subject: 'all' },
      { action: 'delete', subject: 'Misc', inverted: true },
      { action: 'update', subject: 'Dashboard', inverted: true, conditions: { status: 'Paid' } }
    ])
    expect(ability.can('read', 'Misc')).toBe(true)
    expect(ability.can('delete', 'Misc')).toBe(false)
    expect(ability.can('update', 'Dashboard')).toBe(true)
    expect(ability.can('update', subject('Dashboard', { status: 'Paid' }))).toBe(false)
    expect(ability.can('update', subject('Dashboard', { status: 'Draft' }))).toBe(true)
  })
})
