import { describe, expect, it } from 'vitest'
import {
  dateFormat,
  firstDayOfWeek,
  formatDate,
  formatMoney,
  initials,
  numberFormat,
  parseMoney,
  isolateNumbers
} from './format'
import { intlLocale } from './intlLocale'

describe('format', () => {
  it('reads money numbers and strings, negatives included', () => {
    expect(parseMoney(724)).toBe(724)
    expect(parseMoney('$1,250.50')).toBe(1250.5)
    expect(parseMoney('-$205.75')).toBe(-205.75)
    expect(parseMoney('oops')).toBe(0)
  })

  it('writes dollars in the UI language', () => {
    expect(formatMoney('$1,250.5')).toBe('$1,250.50')
    expect(formatMoney(-20)).toBe('-$20.00')
    expect(formatMoney(3000, 'de')).toMatch(/3\.000,00\s\$/)
  })

  it('writes money whole, compact or signed when asked', () => {
    expect(formatMoney(1250.5, 'en', 'whole')).toBe('$1,251')
    expect(formatMoney(48900, 'en', 'compact')).toBe('$49K')
    expect(formatMoney(82, 'en', 'signed')).toBe('+$82')
    expect(formatMoney(-82, 'en', 'signed')).toBe('-$82')
  })

  it('writes plain dates as local dates, unchanged when unreadable', () => {
    expect(formatDate('2026-03-05')).toBe('Mar 5, 2026')
    expect(formatDate('2026-03-05', 'fr')).toBe('5 mars 2026')
    expect(formatDate('not a date')).toBe('not a date')
  })

  it('makes up to two initials', () => {
    expect(initials('Astrid Lindqvist')).toBe('AL')
    expect(initials('  maria  da silva ')).toBe('MS')
    expect(initials('Cher')).toBe('C')
    expect(initials('')).toBe('')
  })
})

describe('shared formatters', () => {
  it('builds one formatter per language and options, and a new one when either changes', () => {
    expect(numberFormat('en', { maximumFractionDigits: 1 })).toBe(
      numberFormat('en', { maximumFractionDigits: 1 })
    )
    expect(numberFormat('fr', { maximumFractionDigits: 1 })).not.toBe(
      numberFormat('en', { maximumFractionDigits: 1 })
    )
    expect(dateFormat('en', { month: 'short' })).not.toBe(dateFormat('en', { month: 'long' }))
    expect(numberFormat('de').format(1234.5)).toBe('1.234,5')
  })

  it('writes Arabic with Latin digits and Gregorian dates, in every engine', () => {
    expect(intlLocale('ar')).toBe('ar-u-ca-gregory-nu-latn')
    expect(intlLocale('fr')).toBe('fr')
    expect(numberFormat('ar').format(1234.5)).toMatch(/^1[,٬]234[.٫]5$/)
    expect(formatMoney(1250.5, 'ar')).toMatch(/1[,٬]250[.٫]50/)
    expect(formatDate('2026-03-07', 'ar', { day: 'numeric', month: 'numeric', year: 'numeric' })).toMatch(
      /7.*3.*2026/
    )
    expect(formatDate('2026-03-07', 'ar')).not.toMatch(/[٠-٩]/)
  })

  it('starts the week on Sunday in English, Saturday in Arabic, Monday elsewhere', () => {
    expect(firstDayOfWeek('en')).toBe(0)
    expect(firstDayOfWeek('ar')).toBe(6)
    expect(['fr', 'de', 'pt'].map(firstDayOfWeek)).toEqual([1, 1, 1])
  })
})

describe('numbers in Arabic text', () => {
  it("drops the engine's direction marks and isolates each signed number, for Arabic only", () => {
    expect(isolateNumbers('\u061c-1 ألف', 'ar')).toBe('\u2066-1\u2069 ألف')
    expect(isolateNumbers('\u200f\u200e+1,234,567 US$', 'ar')).toBe('\u2066+1,234,567\u2069 \u2066US$\u2069')
    expect(isolateNumbers('-1K', 'en')).toBe('-1K')
  })
})
