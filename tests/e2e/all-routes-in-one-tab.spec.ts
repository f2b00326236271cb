import type { Page } from '@playwright/test'
import { expect, navigateInTab, test } from './fixtures'
import { routes } from './routes'
import { signInAs } from './session'

/** One tab, every screen with server data by client-side navigation, forward then back: an area that
 *  breaks another (a shared cache) shows here, never in a fresh page. Each screen must show no error
 *  screen and at least three quarters of the words it shows when opened fresh. */

// Screens that show server data, where a cache shared by two areas shows as missing text.
const dataScreen = /^\/($|dashboard|cards|apps|pages|datatables|tables)/
const walked = routes.filter(
  (route) => (route.signedInAs ?? 'admin') === 'admin' && dataScreen.test(route.path)
)
const errorScreen = 'Something went wrong on this page'

/** The main region's words once nothing in it is loading and it stopped changing for a few frames. */
async function settledWords(page: Page): Promise<string[]> {
  // Every screen has its <h1> in the main region: until then a redirect or a first fetch is under way.
  await expect(page.locator('#main-content h1').first()).toBeVisible({ timeout: 30_000 })
  const loading = ['[aria-busy="true"]', '.placeholder-glow', '.py-5 > .spinner-border']
  await expect(page.locator(loading.map((css) => `#main-content ${css}`).join(', '))).toHaveCount(0, {
    timeout: 30_000
  })
  return page.evaluate(async () => {
    // Text of the DOM, not of the paint: a chart still drawing has its data table already.
    const text = () => {
      const main = document.querySelector('#main-content')?.cloneNode(true) as Element | undefined
      main?.querySelectorAll('svg, canvas, style, script').forEach((node) => node.remove())
      return main?.textContent ?? ''
    }
    let last = ''
    let stable = 0
    for (let frame = 0; stable < 8 && frame < 60; frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve))
      const now = text()
      stable = now === last ? stable + 1 : 0
      last = now
    }
    return [...new Set(last.toLowerCase().match(/\p{L}{3,}/gu) ?? [])]
  })
}

// Chromium keeps at most 50 history entries; a longer walk would lose its first steps back.
const stretchLength = 40

/** The walk cut into stretches that fit in the history, each starting where the last one ended. */
function stretches(paths: readonly string[]): string[][] {
  const cut: string[][] = []
  for (let start = 0; start < paths.length - 1; start += stretchLength - 1) {
    cut.push(paths.slice(start, start + stretchLength))
  }
  return cut
}

/** The fresh screen's words the walked screen does not show. */
async function wordsMissing(page: Page, fresh: readonly string[]): Promise<string[]> {
  const shown = new Set(await settledWords(page))
  return fresh.filter((word) => !shown.has(word))
}

async function expectLikeFresh(page: Page, path: string, fresh: readonly string[] | undefined) {
  await expect(page.getByText(errorScreen), `${path}: error screen`).toHaveCount(0)
  if (fresh === undefined) return
  let missing: string[] = []
  const allowed = Math.floor(fresh.length / 4)
  try {
    await expect
      .poll(async () => (missing = await wordsMissing(page, fresh)).length, { timeout: 15_000 })
      .toBeLessThanOrEqual(allowed)
  } catch {
    throw new Error(
      `${path}: shows ${fresh.length - missing.length} of the ${fresh.length} words it shows fresh; ` +
        `missing: ${missing.join(' ')}`
    )
  }
  await expect(page.getByText(errorScreen), `${path}: error screen`).toHaveCount(0)
}

test('every route in one tab, forward and back, shows what it shows fresh', async ({ page, errors }) => {
  // Each screen is shown three times: fresh, walked forward, walked back.
  test.setTimeout(60_000 + walked.length * 3 * 3_000)
  for (const url of walked.flatMap((route) => route.expectedFailures ?? [])) errors.expectFailedRequest(url)
  await signInAs(page, 'admin')

  const fresh = new Map<string, string[]>()
  for (const { path } of walked) {
    await page.goto(path)
    fresh.set(path, await settledWords(page))
  }

  for (const stretch of stretches(walked.map((route) => route.path))) {
    await page.goto(stretch[0]!)
    for (const path of stretch.slice(1)) {
      await navigateInTab(page, path)
      await expectLikeFresh(page, path, fresh.get(path))
    }
    for (const path of stretch.slice(0, -1).reverse()) {
      await page.goBack({ waitUntil: 'commit' })
      await expectLikeFresh(page, path, fresh.get(path))
    }
  }
})
