import { readFileSync } from 'node:fs'
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { languages } from '@/configs/i18n'
import { jwtConfig } from '@/configs/jwt'

// Strings, not the table's literal codes: a starter's table may hold English alone.
const offeredCodes: readonly string[] = languages.map((language) => language.code)
const offered = (code: string) => offeredCodes.includes(code)

const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8')
const inlineScripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '')
const inlineScript = inlineScripts.find((script) => script.includes("read('skin'")) ?? ''
const warmUp = inlineScripts.find((script) => script.includes('Intl.NumberFormat')) ?? ''

function prepaint(stored: Record<string, string>, systemDark = false) {
  const dom = new JSDOM(html, { url: 'http://localhost/', runScripts: 'outside-only' })
  dom.window.matchMedia = ((query: string) => ({
    matches: systemDark && query === '(prefers-color-scheme: dark)'
  })) as unknown as typeof window.matchMedia
  for (const [key, value] of Object.entries(stored)) dom.window.localStorage.setItem(key, value)
  dom.window.eval(inlineScript)
  const root = dom.window.document.documentElement
  return {
    theme: root.getAttribute('data-bs-theme'),
    skin: root.getAttribute('data-skin'),
    dir: root.getAttribute('dir'),
    lang: root.getAttribute('lang')
  }
}

describe('index.html pre-paint script', () => {
  it('is present', () => {
    expect(inlineScript).toContain("read('skin'")
  })

  it('applies light LTR by default', () => {
    expect(prepaint({})).toEqual({ theme: 'light', skin: 'light', dir: 'ltr', lang: 'en' })
  })

  it('follows the system by default and when "system" is stored; a chosen skin wins', () => {
    expect(prepaint({}, true)).toMatchObject({ theme: 'dark', skin: 'dark' })
    expect(prepaint({ skin: '"system"' }, true)).toMatchObject({ theme: 'dark', skin: 'dark' })
    expect(prepaint({ skin: '"system"' }, false)).toMatchObject({ theme: 'light', skin: 'light' })
    expect(prepaint({ skin: '"light"' }, true)).toMatchObject({ theme: 'light', skin: 'light' })
  })

  it('applies a stored dark skin and RTL before the app loads', () => {
    expect(prepaint({ skin: '"dark"', direction: '"rtl"' })).toEqual({
      theme: 'dark',
      skin: 'dark',
      dir: 'rtl',
      lang: 'en'
    })
  })

  it('sets <html lang> to the stored language, one that i18n offers', () => {
    for (const { code } of languages) expect(prepaint({ language: JSON.stringify(code) }).lang).toBe(code)
    expect(prepaint({ language: '"xx"' }).lang).toBe('en')
  })

  // A starter may leave Arabic out; then no language turns the page right to left.
  it.runIf(offered('ar'))(
    'paints an Arabic page right to left whatever direction is stored, and restores the choice for others',
    () => {
      expect(prepaint({ language: '"ar"', direction: '"ltr"' })).toMatchObject({ dir: 'rtl', lang: 'ar' })
      for (const code of offeredCodes.filter((code) => code !== 'ar')) {
        for (const dir of ['ltr', 'rtl']) {
          const stored = { language: JSON.stringify(code), direction: JSON.stringify(dir) }
          expect(prepaint(stored)).toMatchObject({ dir, lang: code })
        }
      }
    }
  )

  it('keeps Bootstrap light for the bordered and semi-dark skins', () => {
    expect(prepaint({ skin: '"semi-dark"' })).toMatchObject({ theme: 'light', skin: 'semi-dark' })
    expect(prepaint({ skin: 'bordered' })).toMatchObject({ theme: 'light', skin: 'bordered' })
  })

  it('falls back to the defaults on corrupt or foreign values', () => {
    expect(prepaint({ skin: '{broken', direction: 'sideways', language: '{' })).toEqual({
      theme: 'light',
      skin: 'light',
      dir: 'ltr',
      lang: 'en'
    })
    expect(prepaint({ skin: '["dark"]', direction: '42', language: '42' })).toEqual({
      theme: 'light',
      skin: 'light',
      dir: 'ltr',
      lang: 'en'
    })
  })
})

describe('index.html number-format warm-up', () => {
  async function warm(stored: Record<string, string> | 'broken') {
    const dom = new JSDOM(html, { url: 'http://localhost/', runScripts: 'outside-only' })
    if (stored === 'broken')
      Object.defineProperty(dom.window, 'localStorage', {
        get: () => {
          throw new Error('storage disabled')
        }
      })
    else for (const [key, value] of Object.entries(stored)) dom.window.localStorage.setItem(key, value)
    let built = 0
    dom.window.Intl.NumberFormat = function () {
      built += 1
      return { format: String }
    } as unknown as typeof Intl.NumberFormat
    dom.window.eval(warmUp)
    await new Promise((resolve) => setTimeout(resolve, 10))
    dom.window.close()
    return built
  }

  it('builds a first number format, in a task of its own, when a session is stored', async () => {
    expect(warmUp).toContain(`'${jwtConfig.storageTokenKeyName}'`)
    expect(await warm({ [jwtConfig.storageTokenKeyName]: 'token' })).toBe(1)
  })

  it('does nothing for a visitor who is not signed in, or when storage is unreadable', async () => {
    expect(await warm({})).toBe(0)
    expect(await warm('broken')).toBe(0)
  })
})
