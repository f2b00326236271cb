import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { routes } from './routes'
import { signInAs } from './session'

/** One tab, every screen with server data by client-side navigation, forward then back: an area that
 *  breaks another (a shared cache) shows here, never in a fresh page. Each screen must show no error
 *  screen and at least half the text it shows when opened fresh. */

// Screens that show server data, where a cache shared by two areas shows as missing text.
const dataScreen = /^\/($|dashboard|cards|apps)/
const walked = routes.filter(
  (route) => (route.signedInAs ?? 'admin') === 'admin' && dataScreen.test(route.path)
)
const errorScreen = 'Something went wrong on this page'

/** The main region's text once nothing in it is loading and it stopped changing for a few frames. */
async function settledText(page: Page): Promise<number> {
  await expect(page.locator('#main-content').first()).toBeVisible()
  const loading = ['[aria-busy="true"]', '.placeholder-glow', '.py-5 > .spinner-border']
  await expect(page.locator(loading.map((css) => `#main-content ${css}`).join(', '))).toHaveCount(0, {
    timeout: 30_000
  })
  return page.evaluate(async () => {
    // Text of the DOM, not of the paint: a chart still drawing has its data table already.
    const length = () => {
      const main = document.querySelector('#main-content')?.cloneNode(true) as Element | undefined
      main?.querySelectorAll('svg, canvas, style, script').forEach((node) => node.remove())
      return (main?.textContent ?? '').replace(/\s+/g, ' ').length
    }
    let last = -1
    let stable = 0
    for (let frame = 0; stable < 8 && frame < 60; frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve))
      const now = length()
      stable = now === last ? stable + 1 : 0
      last = now
    }
    return last
  })
}

async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}

async function expectLikeFresh(page: Page, path: string, fresh: number | undefined) {
  await expect(page.getByText(errorScreen), `${path}: error screen`).toHaveCount(0)
  if (fresh === undefined) return
  await expect
    .poll(() => settledText(page), {
      message: `${path}: text shown against ${fresh} when fresh`,
      timeout: 15_000
    })
    .toBeGreaterThanOrEqual(Math.floor(fresh / 2))
  await expect(page.getByText(errorScreen), `${path}: error screen`).toHaveCount(0)
}

test('every route in one tab, forward and back, shows what it shows fresh', async ({ page, errors }) => {
  test.setTimeout(360_000)
  for (const url of walked.flatMap((route) => route.expectedFailures ?? [])) errors.expectFailedRequest(url)
  await signInAs(page, 'admin')

  const fresh = new Map<string, number>()
  for (const { path } of walked) {
    await page.goto(path)
    fresh.set(path, await settledText(page))
  }

  await page.goto(walked[0]!.path)
  for (const { path } of walked.slice(1)) {
    await navigate(page, path)
    await expectLikeFresh(page, path, fresh.get(path))
  }
  for (const { path } of walked.slice(0, -1).reverse()) {
    await page.goBack({ waitUntil: 'commit' })
    await expectLikeFresh(page, path, fresh.get(path))
  }
})
