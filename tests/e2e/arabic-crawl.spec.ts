import type { Page } from '@playwright/test'
import { expect, horizontalOverflow, navigateInTab, seedLocalStorage, test } from './fixtures'
import type { CrawlRoute } from './routes'
import { signInAs } from './session'
import { axeSummary, seriousA11yFindingsAgain } from './axe'
import { arabicRotation, dealRoutes, phone } from './rotation'

/**
 * Every route in Arabic, once, in the skin and at the width the main crawl does not open it in: each user's routes
 * dealt over four combinations, one tab walking each deal. The page runs right to left, shows Arabic, does not scroll
 * sideways at 390 px and axe finds nothing serious. The fresh load of every route is the main crawl's;
 * `arabic.spec.ts` looks closer at a few screens.
 */

// A route's first visit brings its chunks, the mock's seed and maybe the Arabic font: give a busy machine time.
const firstLoad = { timeout: 15_000 }

/** Each user's routes dealt over the combinations, a walk per combination: a tab never resizes a drawn screen. */
const walks = dealRoutes(arabicRotation)

async function expectArabicScreen(page: Page, route: CrawlRoute) {
  const html = page.locator('html')
  await expect(html).toHaveAttribute('lang', 'ar')
  await expect(html).toHaveAttribute('dir', 'rtl')
  if (route.text === undefined) {
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(/\p{Script=Arabic}/u, firstLoad)
  } else {
    await expect(page.locator('body')).toContainText(/\p{Script=Arabic}{3}/u, firstLoad)
  }
  await expect(page.locator('.card-skeleton')).toHaveCount(0, firstLoad)
}

for (const {
  user,
  combination: { skin, viewport },
  routes: walked
} of walks) {
  test.describe(`${viewport.width}px`, () => {
    test.use({ viewport })
    test(`${user} routes in Arabic in one tab, ${skin}, ${viewport.width}px`, async ({ page, errors }) => {
      test.setTimeout(60_000 + walked.length * 8_000)
      for (const url of walked.flatMap((route) => route.expectedFailures ?? []))
        errors.expectFailedRequest(url)
      if (user !== 'anonymous') await signInAs(page, user)
      await seedLocalStorage(page, {
        language: JSON.stringify('ar'),
        skin: JSON.stringify(skin),
        // A stored left-to-right choice: Arabic must turn the page right to left all the same.
        direction: JSON.stringify('ltr')
      })

      for (const [index, route] of walked.entries()) {
        const previous = walked[index - 1]
        if (previous === undefined || previous.title === route.title) {
          await page.goto(route.path)
        } else {
          // The tab's title follows the screen that is shown: until it changes, the last screen is still there.
          const title = await page.title()
          await navigateInTab(page, route.path)
          await expect(page, `${route.path}: the screen changes`).not.toHaveTitle(title, firstLoad)
        }
        await expectArabicScreen(page, route)

        if (viewport === phone) {
          const overflow = await horizontalOverflow(page)
          const culprits = overflow.culprits.join(', ')
          expect(
            overflow.scrollWidth,
            `${route.path}: sideways scroll from: ${culprits}`
          ).toBeLessThanOrEqual(overflow.clientWidth)
        }

        const findings = await seriousA11yFindingsAgain(page)
        console.log(axeSummary(`${route.path} ${skin} rtl ar ${viewport.width}px`, findings))
        expect(findings, `${route.path}: axe-core, serious or critical WCAG 2 A/AA violations`).toEqual([])
      }
    })
  })
}
