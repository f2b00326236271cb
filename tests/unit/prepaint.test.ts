import { readFileSync } from 'node:fs'
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'

const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8')
const inlineScript = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''

/** Runs index.html's pre-paint script against the given storage, as the browser would before first paint. */
function prepaint(stored: Record<string, string>) {
  const dom = new JSDOM(html, { url: 'http://localhost/', runScripts: 'outside-only' })
  for (const [key, value] of Object.entries(stored)) dom.window.localStorage.setItem(key, value)
  dom.window.eval(inlineScript)
  const root = dom.window.document.documentElement
  return { theme: root.getAttribute('data-bs-theme'), skin: root.getAttribute('data-skin'), dir: root.getAttribute('dir') }
}

describe('index.html pre-paint script', () => {
  it('is present', () => {
    expect(inlineScript).toContain("read('skin'")
  })

  it('applies light LTR by default', () => {
    expect(prepaint({})).toEqual({ theme: 'light', skin: 'light', dir: 'ltr' })
  })

  it('applies a stored dark skin and RTL before the app loads', () => {
    expect(prepaint({ skin: '"dark"', direction: '"rtl"' })).toEqual({ theme: 'dark', skin: 'dark', dir: 'rtl' })
  })

  it('keeps Bootstrap light for the bordered and semi-dark skins', () => {
    expect(prepaint({ skin: '"semi-dark"' })).toMatchObject({ theme: 'light', skin: 'semi-dark' })
    expect(prepaint({ skin: 'bordered' })).toMatchObject({ theme: 'light', skin: 'bordered' })
  })

  it('falls back to the defaults on corrupt or foreign values', () => {
    expect(prepaint({ skin: '{broken', direction: 'sideways' })).toEqual({ theme: 'light', skin: 'light', dir: 'ltr' })
    expect(prepaint({ skin: '["dark"]', direction: '42' })).toEqual({ theme: 'light', skin: 'light', dir: 'ltr' })
  })
})
