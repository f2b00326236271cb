import { describe, expect, it } from 'vitest'
import { excerpt, fileSize, listTime } from './format'

describe('email formats', () => {
  it('shows today as a time and older mail as a date', () => {
    const now = new Date(2026, 4, 20, 15, 0)
    expect(listTime(new Date(2026, 4, 20, 9, 5).toISOString(), 'en', now)).toBe('09:05 AM')
    expect(listTime(new Date(2026, 4, 18, 9, 5).toISOString(), 'en', now)).toBe('May 18')
    expect(listTime(new Date(2025, 11, 2).toISOString(), 'en', now)).toBe('Dec 2, 2025')
  })

  it('writes file sizes and plain-text excerpts', () => {
    expect(fileSize(986, 'en')).toBe('986 B')
    expect(fileSize(4812, 'en')).toBe('4.8 KB')
    expect(excerpt('<p>Hi <strong>you</strong>,</p><ul><li>one &amp; two</li></ul>')).toBe(
      'Hi you , one & two'
    )
    expect(excerpt('<p>abcdef</p>', 3)).toBe('abc…')
  })
})
