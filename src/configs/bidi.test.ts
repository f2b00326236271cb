// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { isolateText, pageDirection } from './bidi'

const english = { language: 'en' }
const process = (value: string) => isolateText.process(value, 'key', {}, english) as string

describe('isolating a translated text on a page of the other direction', () => {
  afterEach(() => document.documentElement.setAttribute('dir', 'ltr'))

  // An editor given an isolate around its starting HTML wraps it in a stray paragraph.
  it('isolates a text that starts with a number, and leaves markup alone', () => {
    document.documentElement.setAttribute('dir', 'rtl')
    expect(process('12 min ago')).toBe('\u206612 min ago\u2069')
    expect(process('<h2>Release notes</h2><p>Small steps.</p>')).toBe(
      '<h2>Release notes</h2><p>Small steps.</p>'
    )
  })

  it('leaves every text alone on a page of its own direction', () => {
    expect(process('12 min ago')).toBe('12 min ago')
  })
})

describe('the page direction', () => {
  it('is right to left in a right-to-left language, else the one the user chose', () => {
    expect(pageDirection('ltr', 'ar')).toBe('rtl')
    expect(pageDirection('rtl', 'ar')).toBe('rtl')
    expect(pageDirection('ltr', 'en')).toBe('ltr')
    expect(pageDirection('rtl', 'fr')).toBe('rtl')
  })
})
