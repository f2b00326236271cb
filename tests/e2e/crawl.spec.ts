import { expect, horizontalOverflow, setPreferences, test, type Direction, type Skin } from './fixtures'
import { routes } from './routes'
import { signInAs } from './session'
import { axeSummary, seriousA11yFindings } from './axe'

/** Every route of routes.ts, in light and dark, LTR and RTL, wide and narrow: it renders its
 *  heading, <html> carries the stored skin and direction, nothing errors, nothing fails to load,
 *  on a phone nothing overflows sideways, and axe-core (WCAG 2 A and AA) finds nothing serious or
 *  critical: every route is checked in light and in dark. One test per route and combination. */

const skins: Skin[] = ['light', 'dark']
const directions: Direction[] = ['ltr', 'rtl']
const viewports = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 }
]

for (const viewport of viewports) {
  test.describe(`${viewport.width}px`, () => {
    test.use({ viewport })

    for (const route of routes) {
      for (const skin of skins) {
        for (const direction of directions) {
          const covered = route.everyCombination || (skin === 'light' && direction === 'ltr' && viewport.width > 576) || (skin === 'dark' && direction === 'rtl' && viewport.width <= 576)
          if (!covered) continue
          test(`${route.path} ${skin} ${direction} ${viewport.width}px`, async ({ page, errors }) => {
            if (route.slow) test.slow()
            for (const url of route.expectedFailures ?? []) errors.expectFailedRequest(url)
            const user = route.signedInAs ?? 'admin'
            if (user !== 'anonymous') await signInAs(page, user)
            await setPreferences(page, { skin, direction })

            await page.goto(route.path)

            const heading = page.getByRole('heading', { level: 1 })
            if (route.heading !== undefined) {
              await expect(page.getByRole('heading', { level: 1, name: route.heading, exact: true })).toBeVisible()
            } else if (route.text === undefined) {
              await expect(heading.first()).toBeVisible()
              await expect(heading.first()).not.toBeEmpty()
            }
            if (route.text !== undefined) await expect(page.getByText(route.text).first()).toBeVisible()

            const html = page.locator('html')
            await expect(html).toHaveAttribute('dir', direction)
            await expect(html).toHaveAttribute('data-bs-theme', skin === 'dark' ? 'dark' : 'light')
            await expect(html).toHaveAttribute('data-skin', skin)

            // Let late requests (lazy chunks, mock API calls) finish so their failures are seen.
            await page.waitForLoadState('networkidle')

            if (viewport.width <= 576) {
              const overflow = await horizontalOverflow(page)
              expect(
                overflow.scrollWidth,
                `horizontal overflow (${overflow.scrollWidth}px > ${overflow.clientWidth}px) from: ${overflow.culprits.join(', ')}`
              ).toBeLessThanOrEqual(overflow.clientWidth)
            }

            const findings = await seriousA11yFindings(page)
            console.log(axeSummary(`${route.path} ${skin} ${direction} ${viewport.width}px`, findings))
            expect(findings, 'axe-core: serious or critical WCAG 2 A/AA violations').toEqual([])
          })
        }
      }
    }
  })
}
