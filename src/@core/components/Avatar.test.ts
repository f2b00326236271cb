import { describe, expect, it } from 'vitest'
import { initialsOf } from './Avatar'
import { initials } from '@/utility/format'

// A stored fullName of 123 used to throw "reading 'trim'" in the navbar avatar on every page.
describe('display helpers are total', () => {
  it.each([123, null, undefined, {}, ['a']])('make initials of %j without throwing', (name) => {
    expect(initialsOf(name as never)).toBe('?')
    expect(initials(name as never)).toBe('')
  })

  it('still make initials of names', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL')
    expect(initials('Astrid Lindqvist')).toBe('AL')
  })
})
