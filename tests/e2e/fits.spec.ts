import type { Page } from '@playwright/test'
import { expect, seedLocalStorage, test } from './fixtures'
import { signInAs } from './session'

// Content fits its box whatever the language and the width: longer words, narrow screens.

/** What a card's header holds that reaches past the card's edges (a title, its Ask, its range menu). */
function headerOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    for (const header of Array.from(document.querySelectorAll('.card > .card-header'))) {
      const card = header.parentElement!.getBoundingClientRect()
      for (const element of Array.from(header.querySelectorAll('*'))) {
        const box = element.getBoundingClientRect()
        if (box.width === 0 || (box.left >= card.left - 0.5 && box.right <= card.right + 0.5)) continue
        const title = header.querySelector('h2')?.textContent ?? '?'
        found.push(`${title}: ${element.tagName.toLowerCase()} "${element.textContent?.trim()}"`)
      }
    }
    return found
  })
}

/** What a card shows past its edges, outside what scrolls or floats (the first culprit of each card). */
function outsideCards(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    const floats = (element: Element) => ['absolute', 'fixed'].includes(getComputedStyle(element).position)
    for (const card of Array.from(document.querySelectorAll('.card'))) {
      const edges = card.getBoundingClientRect()
      const culprit = Array.from(card.querySelectorAll('*')).find((element) => {
        const box = element.getBoundingClientRect()
        if (box.width === 0 || box.height === 0 || element.closest('.visually-hidden, svg')) return false
        if (box.left >= edges.left - 0.5 && box.right <= edges.right + 0.5) return false
        for (let outer: Element | null = element; outer && outer !== card; outer = outer.parentElement)
          if (floats(outer) || (outer !== element && getComputedStyle(outer).overflowX !== 'visible'))
            return false
        return true
      })
      if (culprit)
        found.push(`${culprit.tagName.toLowerCase()} "${culprit.textContent?.trim().slice(0, 40)}"`)
    }
    return found
  })
}

// German and French words are longer than English ones: the narrow cards of a desktop row must still hold them.
const pages = [
  { path: '/', language: 'de' },
  { path: '/dashboard/crm', language: 'fr' }
] as const

for (const { path, language } of pages) {
  test(`${path} in ${language}: every card header stays inside its card`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await signInAs(page, 'admin')
    await seedLocalStorage(page, {
      language: JSON.stringify(language),
      skin: JSON.stringify('light'),
      direction: JSON.stringify('ltr')
    })
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('lang', language)
    await expect(page.locator('.card-skeleton')).toHaveCount(0, { timeout: 15_000 })
    await expect(page.locator('.card > .card-header h2').first()).toBeVisible()
    await page.evaluate(() => document.fonts.ready)
    expect(await headerOverflow(page)).toEqual([])
  })
}

test('/ in de: the medal card wraps its words beside the medal, not under it', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await signInAs(page, 'admin')
  await seedLocalStorage(page, { language: JSON.stringify('de') })
  await page.goto('/')
  const art = page.locator('.medal-card-art')
  await expect(art).toBeVisible({ timeout: 15_000 })
  const artLeft = (await art.boundingBox())!.x
  for (const words of await page.locator('.medal-card :is(h2, p.small)').all()) {
    const box = (await words.boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(artLeft)
  }
})

test('/apps/ecommerce/checkout in fr at 390 px: the steps do not run into each other', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signInAs(page, 'admin')
  await seedLocalStorage(page, { language: JSON.stringify('fr') })
  await page.goto('/apps/ecommerce/checkout')
  const steps = page.locator('.checkout-steps > li')
  await expect(steps).toHaveCount(3, { timeout: 15_000 })
  await page.evaluate(() => document.fonts.ready)
  // A step whose content is wider than its box draws over its neighbour.
  const overflowing = await steps.evaluateAll((items) =>
    items.filter((item) => item.scrollWidth > item.clientWidth + 0.5).map((item) => item.textContent)
  )
  expect(overflowing).toEqual([])
})

test('/components/toasts at 390 px: every toast stays inside its card, shown or added', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signInAs(page, 'admin')
  await page.goto('/components/toasts')
  const stacking = page.locator('.card').filter({ has: page.getByRole('heading', { name: 'Stacking' }) })
  await stacking.getByRole('button', { name: 'Add a toast' }).click()
  await page.getByRole('button', { name: 'Show for 5 seconds' }).click()
  await expect(page.locator('.toast.show')).toHaveCount(4)
  const outside = await page.locator('.toast.show').evaluateAll((toasts) =>
    toasts
      .filter((toast) => {
        const box = toast.getBoundingClientRect()
        const card = toast.closest('.card')!.getBoundingClientRect()
        return box.left < card.left - 0.5 || box.right > card.right + 0.5
      })
      .map((toast) => toast.textContent)
  )
  expect(outside).toEqual([])
})

// A laptop's 1280 px less the menu leaves a quarter column of about 230 px: French prices, buttons and lessons fit.
const laptopPages = [
  { path: '/apps/ecommerce/shop', ready: '.product-name' },
  { path: '/apps/invoice/preview/5001', ready: '.invoice-actions .btn' },
  { path: '/dashboard/academy/course/1', ready: '.lesson-item' },
  { path: '/', ready: '.earnings-chart' }
] as const

for (const { path, ready } of laptopPages) {
  test(`${path} in fr at 1280 px: every card holds what it shows`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await signInAs(page, 'admin')
    await seedLocalStorage(page, { language: JSON.stringify('fr') })
    await page.goto(path)
    await expect(page.locator(ready).first()).toBeVisible({ timeout: 15_000 })
    await expect(page.locator('.card-skeleton')).toHaveCount(0, { timeout: 15_000 })
    await page.evaluate(() => document.fonts.ready)
    expect(await outsideCards(page)).toEqual([])
  })
}
