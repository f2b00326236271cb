import type { Page } from '@playwright/test'
import { expect, horizontalOverflow, phrase, setPreferences, test } from './fixtures'
import type { CrawlRoute } from './routes'
import { signInAs } from './session'
import { axeOnEveryLoad, axeSummary, seriousA11yFindingsAgain } from './axe'
import { crawlRotation, dealRoutes, desktop, phone, type Combination, type Walk } from './rotation'
import { pageDefects } from './pageChecks'

/**
 * Every route opened fresh (a full load of its address), the skin, direction and width rotating over the routes; the
 * Arabic walk (arabic-crawl.spec.ts) checks each route in the other skin. The routes of one combination are opened one
 * after another in one tab, ten to a test: a route's check is its load, not a new browser context. The home dashboard
 * (the whole shell) is opened in both directions at both widths.
 */

const everyDirectionAndWidth: Combination[] = [
  { skin: 'light', direction: 'ltr', viewport: desktop },
  { skin: 'dark', direction: 'rtl', viewport: desktop },
  { skin: 'dark', direction: 'ltr', viewport: phone },
  { skin: 'light', direction: 'rtl', viewport: phone }
]

const walks: Walk<Combination>[] = [
  ...dealRoutes(crawlRotation, { length: 10, skip: (route) => !!route.everyCombination }),
  ...everyDirectionAndWidth.flatMap((combination) =>
    dealRoutes([combination], { skip: (route) => !route.everyCombination })
  )
]

// A first load brings the route's chunks and the mock's seed: give a busy machine time.
const firstLoad = { timeout: 15_000 }

/** Polls in the page every 50 ms: an expect's backoff would look only every half second on a slow load. */
async function waitForFirstScreen(page: Page) {
  await page.waitForFunction(
    () => !!document.querySelector('h1')?.textContent?.trim() && !document.querySelector('.card-skeleton'),
    undefined,
    { polling: 50, timeout: firstLoad.timeout }
  )
}

async function checkRoute(page: Page, route: CrawlRoute, { skin, direction, viewport }: Combination) {
  await page.goto(route.path)
  await waitForFirstScreen(page)

  const heading = page.getByRole('heading', { level: 1 })
  if (route.heading !== undefined) {
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: typeof route.heading === 'string' ? phrase(route.heading) : route.heading
      }),
      route.path
    ).toBeVisible(firstLoad)
  } else if (route.text === undefined) {
    await expect(heading.first(), route.path).toBeVisible(firstLoad)
    await expect(heading.first(), route.path).not.toBeEmpty()
  }
  if (route.text !== undefined)
    await expect(page.getByText(route.text).first(), route.path).toBeVisible(firstLoad)

  const html = page.locator('html')
  await expect(html, route.path).toHaveAttribute('dir', direction)
  await expect(html, route.path).toHaveAttribute('data-bs-theme', skin === 'dark' ? 'dark' : 'light')
  await expect(html, route.path).toHaveAttribute('data-skin', skin)

  // The mock answers in the page, not over the network: wait for the cards to show their data.
  await expect(page.locator('.card-skeleton'), route.path).toHaveCount(0, firstLoad)

  if (viewport.width <= 576) {
    const overflow = await horizontalOverflow(page)
    expect(
      overflow.scrollWidth,
      `${route.path}: horizontal overflow (${overflow.scrollWidth}px > ${overflow.clientWidth}px) ` +
        `from: ${overflow.culprits.join(', ')}`
    ).toBeLessThanOrEqual(overflow.clientWidth)
  }

  const defects = await pageDefects(page)
  expect(defects.duplicateIds, `${route.path}: ids used more than once on the page`).toEqual([])
  expect(defects.missingAnchors, `${route.path}: same-page links to no element`).toEqual([])
  expect(
    defects.reorderedTexts,
    `${route.path}: left-to-right texts the right-to-left layout reordered`
  ).toEqual([])

  const findings = await seriousA11yFindingsAgain(page)
  console.log(axeSummary(`${route.path} ${skin} ${direction} ${viewport.width}px`, findings))
  expect(findings, `${route.path}: axe-core, serious or critical WCAG 2 A/AA violations`).toEqual([])
}

for (const { user, combination, routes: walked } of walks) {
  const { skin, direction, viewport } = combination
  test.describe(`${viewport.width}px`, () => {
    test.use({ viewport })
    const from = walked[0]!.path
    test(`${user} routes from ${from} (${walked.length}), ${skin} ${direction} ${viewport.width}px`, async ({
      page,
      errors
    }) => {
      test.setTimeout(30_000 + walked.reduce((sum, route) => sum + (route.slow ? 20_000 : 10_000), 0))
      for (const url of walked.flatMap((route) => route.expectedFailures ?? []))
        errors.expectFailedRequest(url)
      if (user !== 'anonymous') await signInAs(page, user)
      await setPreferences(page, { skin, direction })
      await axeOnEveryLoad(page)
      for (const route of walked) await checkRoute(page, route, combination)
    })
  })
}
