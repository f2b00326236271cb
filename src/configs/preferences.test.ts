import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { readLanguage, readPreferences, writeLanguage, writePreferences } from './preferences'
import { themeConfig } from './themeConfig'

class MemoryStorage implements Storage {
  private items = new Map<string, string>()
  get length() {
    return this.items.size
  }
  clear() {
    this.items.clear()
  }
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value))
  }
}

const defaults = {
  skin: themeConfig.layout.skin,
  direction: themeConfig.layout.direction,
  menuCollapsed: themeConfig.layout.menuCollapsed,
  layout: themeConfig.layout.layout,
  keyShortcuts: themeConfig.layout.keyShortcuts
}

describe('theme preferences in localStorage', () => {
  let storage: MemoryStorage
  beforeEach(() => {
    storage = new MemoryStorage()
    Object.defineProperty(globalThis, 'window', { value: { localStorage: storage }, configurable: true })
  })
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'window')
  })

  it('gives the default settings when nothing is stored', () => {
    expect(readPreferences()).toEqual({
      skin: 'system',
      direction: 'ltr',
      menuCollapsed: false,
      layout: 'vertical',
      keyShortcuts: true
    })
  })

  it('writes exactly the keys skin, direction, menuCollapsed, layout and keyShortcuts, and reads them back', () => {
    const stored = {
      skin: 'semi-dark',
      direction: 'rtl',
      menuCollapsed: true,
      layout: 'horizontal',
      keyShortcuts: false
    } as const
    writePreferences(stored)
    expect([0, 1, 2, 3, 4].map((i) => storage.key(i)).sort()).toEqual([
      'direction',
      'keyShortcuts',
      'layout',
      'menuCollapsed',
      'skin'
    ])
    expect(storage.length).toBe(5)
    expect(readPreferences()).toEqual(stored)
  })

  it('keeps the language under its own key, and ignores one it does not know', () => {
    // Not the app's own list: a starter narrows that one to its languages.
    const supported = ['en', 'de'] as const
    expect(readLanguage(supported, 'en')).toBe('en')
    writeLanguage('de')
    expect(storage.getItem('language')).toBe('"de"')
    expect(readLanguage(supported, 'en')).toBe('de')
    storage.setItem('language', '"klingon"')
    expect(readLanguage(supported, 'en')).toBe('en')
    storage.setItem('language', '{broken')
    expect(readLanguage(supported, 'en')).toBe('en')
  })

  it('accepts a bare string written by hand', () => {
    storage.setItem('skin', 'dark')
    expect(readPreferences().skin).toBe('dark')
  })

  it.each([
    ['skin', '{"broken'],
    ['skin', '"purple"'],
    ['skin', '42'],
    ['direction', 'sideways'],
    ['direction', 'null'],
    ['menuCollapsed', '"yes"'],
    ['menuCollapsed', '{]'],
    ['layout', '"diagonal"'],
    ['layout', 'true'],
    ['keyShortcuts', '"off"']
  ])('falls back to the default when %s is %s', (key, raw) => {
    storage.setItem(key, raw)
    expect(readPreferences()).toEqual(defaults)
  })

  it('falls back to the defaults when storage itself throws', () => {
    Object.defineProperty(globalThis, 'window', {
      configurable: true,
      value: {
        get localStorage(): Storage {
          throw new Error('SecurityError')
        }
      }
    })
    expect(readPreferences()).toEqual(defaults)
    expect(() => writePreferences({ ...defaults, skin: 'dark' })).not.toThrow()
  })

  it('works without a window at all (Node)', () => {
    Reflect.deleteProperty(globalThis, 'window')
    expect(readPreferences()).toEqual(defaults)
  })
})
