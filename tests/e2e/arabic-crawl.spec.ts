import { expect, horizontalOverflow, seedLocalStorage, test } from './fixtures'
import { routes } from './routes'
import { signInAs } from './session'
import { axeSummary, seriousA11yFindings } from './axe'

/**
 * Every route in Arabic, once, the skin and the width rotating: the page runs right to left, shows Arabic, does not
 * scroll sideways at 390 px and axe finds nothing serious. (`arabic.spec.ts` looks closer at a few screens.)
 */

const rotation = [
  { skin: 'light', viewport: { width: 1440, height: 900 } },
  { skin: 'dark', viewport: { width: 390, height: 844 } },
  { skin: 'dark', viewport: { width: 1440, height: 900 } },
  { skin: 'light', viewport: { width: 390, height: 844 } }
] as const

routes.forEach((route, index) => {
  const { skin, viewport } = rotation[index % rotation.length]!
  test.describe(`${viewport.width}px`, () => {
    test.use({ viewport })
    test(`${route.path} in Arabic, ${skin}, ${viewport.width}px`, async ({ page, errors }) => {
      if (route.slow) test.slow()
      for (const url of route.expectedFailures ?? []) errors.expectFailedRequest(url)
      const user = route.signedInAs ?? 'admin'
      if (user !== 'anonymous') await signInAs(page, user)
      await seedLocalStorage(page, {
        language: JSON.stringify('ar'),
        skin: JSON.stringify(skin),
        direction: JSON.stringify('ltr')
      })
      await page.goto(route.path)

      const html = page.locator('html')
      await expect(html).toHaveAttribute('lang', 'ar')
      await expect(html).toHaveAttribute('dir', 'rtl')
      // A first load brings the route's chunks, the mock's seed and the Arabic font: give a busy machine time.
      const firstLoad = { timeout: 15_000 }
      if (route.text === undefined) {
        await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(
          /\p{Script=Arabic}/u,
          firstLoad
        )
      } else {
        await expect(page.locator('body')).toContainText(/\p{Script=Arabic}{3}/u, firstLoad)
      }
      await expect(page.locator('.card-skeleton')).toHaveCount(0, firstLoad)

      if (viewport.width <= 576) {
        const overflow = await horizontalOverflow(page)
        const culprits = overflow.culprits.join(', ')
        expect(overflow.scrollWidth, `sideways scroll from: ${culprits}`).toBeLessThanOrEqual(
          overflow.clientWidth
        )
      }

      const findings = await seriousA11yFindings(page)
      console.log(axeSummary(`${route.path} ar ${skin} ${viewport.width}px`, findings))
      expect(findings, 'axe-core: serious or critical WCAG 2 A/AA violations').toEqual([])
    })
  })
})
