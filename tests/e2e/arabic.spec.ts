import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { expect, horizontalOverflow, seedLocalStorage, test } from './fixtures'
import { signInAs } from './session'
import { axeSummary, seriousA11yFindings } from './axe'
import { pageDefects } from './pageChecks'

/**
 * A handful of screens in Arabic: the page runs right to left, no interface text is left in English, the phone
 * width does not scroll sideways and axe finds nothing serious. One route per kind of screen (dashboard, list,
 * app with a sidebar, form, content from the mock, charts), in both skins and at both widths in turn.
 */

const localesDir = fileURLToPath(new URL('../../src/locales', import.meta.url))

function flatTexts(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]]
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, child]) => flatTexts(child, prefix ? `${prefix}.${key}` : key))
}

/** English interface texts whose Arabic differs: seeing one of them in an Arabic page means a text was missed. */
function englishOnlyTexts(): string[] {
  const texts = new Set<string>()
  for (const file of readdirSync(join(localesDir, 'en'))) {
    const read = (language: string) =>
      new Map(flatTexts(JSON.parse(readFileSync(join(localesDir, language, file), 'utf8'))))
    const arabic = read('ar')
    for (const [key, text] of read('en')) {
      const arabicText = arabic.get(key) ?? arabic.get(key.replace(/_(one|other)$/, '_many'))
      // Texts with values or markup never show as written; a word or two may be a name both languages share.
      if (text === arabicText || /[{<]/.test(text) || !/\p{Script=Latin}{3}.*\s\S/u.test(text)) continue
      texts.add(text.trim())
    }
  }
  return [...texts]
}

const english = englishOnlyTexts()

function untranslated(page: Page): Promise<string[]> {
  return page.evaluate((texts) => {
    const known = new Set(texts)
    const main = document.querySelector('#main-content') ?? document.body
    const seen: string[] = []
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) seen.push(node.textContent ?? '')
    for (const element of Array.from(main.querySelectorAll('[aria-label], [placeholder], [title]'))) {
      for (const name of ['aria-label', 'placeholder', 'title']) seen.push(element.getAttribute(name) ?? '')
    }
    const isolates = /[\u2066-\u2069\u200e\u200f]/g
    return [
      ...new Set(seen.map((text) => text.replace(isolates, '').trim()).filter((text) => known.has(text)))
    ]
  }, english)
}

const screens = [
  { path: '/', skin: 'light', width: 1440 },
  { path: '/dashboard/logistics', skin: 'dark', width: 390 },
  { path: '/apps/invoice/list', skin: 'dark', width: 1440 },
  { path: '/apps/email', skin: 'light', width: 390 },
  { path: '/apps/file-manager', skin: 'light', width: 1440 },
  { path: '/apps/calendar', skin: 'dark', width: 390 },
  { path: '/apps/user/view/1', skin: 'light', width: 390 },
  { path: '/pages/faq', skin: 'dark', width: 1440 },
  { path: '/pages/pricing', skin: 'light', width: 390 },
  { path: '/forms/wizard', skin: 'dark', width: 1440 },
  { path: '/charts/apex', skin: 'light', width: 1440 }
] as const

for (const { path, skin, width } of screens) {
  test(`${path} in Arabic, ${skin}, ${width}px`, async ({ page }) => {
    test.slow()
    await page.setViewportSize({ width, height: width > 576 ? 900 : 844 })
    await signInAs(page, 'admin')
    // A stored left-to-right choice: Arabic must turn the page right to left all the same.
    await seedLocalStorage(page, {
      language: JSON.stringify('ar'),
      skin: JSON.stringify(skin),
      direction: JSON.stringify('ltr')
    })
    await page.goto(path)

    const html = page.locator('html')
    await expect(html).toHaveAttribute('lang', 'ar')
    await expect(html).toHaveAttribute('dir', 'rtl')
    const heading = page.getByRole('heading', { level: 1 }).first()
    await expect(heading).toHaveText(/\p{Script=Arabic}/u, { timeout: 15_000 })
    await expect(page.locator('.card-skeleton')).toHaveCount(0, { timeout: 15_000 })
    await expect(page.locator('#main-content')).toContainText(/\p{Script=Arabic}{3}/u)

    expect(await untranslated(page), 'English interface texts left on an Arabic page').toEqual([])

    if (width <= 576) {
      const overflow = await horizontalOverflow(page)
      expect(
        overflow.scrollWidth,
        `sideways scroll from: ${overflow.culprits.join(', ')}`
      ).toBeLessThanOrEqual(overflow.clientWidth)
    }
    const defects = await pageDefects(page)
    expect(defects.duplicateIds, 'ids used more than once on the page').toEqual([])

    const findings = await seriousA11yFindings(page)
    console.log(axeSummary(`${path} ar ${skin} ${width}px`, findings))
    expect(findings, 'axe-core: serious or critical WCAG 2 A/AA violations').toEqual([])
  })
}
