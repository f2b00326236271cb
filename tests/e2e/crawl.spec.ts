import type { Page } from '@playwright/test'
import { expect, horizontalOverflow, phrase, setPreferences, test } from './fixtures'
import { routes } from './routes'
import { signInAs } from './session'
import { axeSummary, seriousA11yFindings } from './axe'
import { crawlRotation, desktop, phone, type Combination } from './rotation'
import { pageDefects } from './pageChecks'

/**
 * The skin, direction and width rotate over the routes; the Arabic walk (arabic-crawl.spec.ts) checks each route in the
 * other skin. The home dashboard (the whole shell) is opened in both directions at both widths.
 */

const everyDirectionAndWidth: Combination[] = [
  { skin: 'light', direction: 'ltr', viewport: desktop },
  { skin: 'dark', direction: 'rtl', viewport: desktop },
  { skin: 'dark', direction: 'ltr', viewport: phone },
  { skin: 'light', direction: 'rtl', viewport: phone }
]

/** Polls in the page every 50 ms: an expect's backoff would look only every half second on a slow load. */
async function waitForFirstScreen(page: Page) {
  await page.waitForFunction(
    () => !!document.querySelector('h1')?.textContent?.trim() && !document.querySelector('.card-skeleton'),
    undefined,
    { polling: 50, timeout: 15_000 }
  )
}

routes.forEach((route, index) => {
  const combinations = route.everyCombination
    ? everyDirectionAndWidth
    : [crawlRotation[index % crawlRotation.length]!]
  for (const { skin, direction, viewport } of combinations) {
    test.describe(`${viewport.width}px`, () => {
      test.use({ viewport })
      test(`${route.path} ${skin} ${direction} ${viewport.width}px`, async ({ page, errors }) => {
        if (route.slow) test.slow()
        for (const url of route.expectedFailures ?? []) errors.expectFailedRequest(url)
        const user = route.signedInAs ?? 'admin'
        if (user !== 'anonymous') await signInAs(page, user)
        await setPreferences(page, { skin, direction })

        await page.goto(route.path)
        await waitForFirstScreen(page)

        // A first load brings the route's chunks and the mock's seed: give a busy machine time.
        const firstLoad = { timeout: 15_000 }
        const heading = page.getByRole('heading', { level: 1 })
        if (route.heading !== undefined) {
          await expect(
            page.getByRole('heading', {
              level: 1,
              name: typeof route.heading === 'string' ? phrase(route.heading) : route.heading
            })
          ).toBeVisible(firstLoad)
        } else if (route.text === undefined) {
          await expect(heading.first()).toBeVisible(firstLoad)
          await expect(heading.first()).not.toBeEmpty()
        }
        if (route.text !== undefined) await expect(page.getByText(route.text).first()).toBeVisible(firstLoad)

        const html = page.locator('html')
        await expect(html).toHaveAttribute('dir', direction)
        await expect(html).toHaveAttribute('data-bs-theme', skin === 'dark' ? 'dark' : 'light')
        await expect(html).toHaveAttribute('data-skin', skin)

        // The mock answers in the page, not over the network: wait for the cards to show their data.
        await expect(page.locator('.card-skeleton')).toHaveCount(0, firstLoad)

        if (viewport.width <= 576) {
          const overflow = await horizontalOverflow(page)
          expect(
            overflow.scrollWidth,
            `horizontal overflow (${overflow.scrollWidth}px > ${overflow.clientWidth}px) ` +
              `from: ${overflow.culprits.join(', ')}`
          ).toBeLessThanOrEqual(overflow.clientWidth)
        }

        const defects = await pageDefects(page)
        expect(defects.duplicateIds, 'ids used more than once on the page').toEqual([])
        expect(defects.missingAnchors, 'same-page links to no element').toEqual([])
        expect(defects.reorderedTexts, 'left-to-right texts the right-to-left layout reordered').toEqual([])

        const findings = await seriousA11yFindings(page)
        console.log(axeSummary(`${route.path} ${skin} ${direction} ${viewport.width}px`, findings))
        expect(findings, 'axe-core: serious or critical WCAG 2 A/AA violations').toEqual([])
      })
    })
  }
})
