import { expect, seedLocalStorage, test } from './fixtures'
import { signInAs } from './session'

/** A pager is one row: on a wide screen with words, and on a phone with arrows, in the longest language too;
 *  the tables' pager too. */

const pages = ['/extensions/pagination', '/components/pagination']
const screens = [
  { width: 1440, height: 900, skin: 'light', direction: 'ltr' },
  { width: 390, height: 844, skin: 'dark', direction: 'rtl' }
] as const

for (const screen of screens) {
  for (const language of ['en', 'de']) {
    test.describe(`${screen.width} px, ${language}`, () => {
      test.use({ viewport: { width: screen.width, height: screen.height } })
      test.beforeEach(async ({ page }) => {
        await signInAs(page, 'admin')
        const preferences = { skin: screen.skin, direction: screen.direction, language }
        await seedLocalStorage(
          page,
          Object.fromEntries(Object.entries(preferences).map(([key, value]) => [key, JSON.stringify(value)]))
        )
      })

      for (const path of pages) {
        test(`every pager of ${path} stays on one row`, async ({ page }) => {
          await page.goto(path)
          await expect(page.locator('html')).toHaveAttribute('lang', language)
          const pagers = page.getByRole('main').locator('ul.pagination')
          await expect(pagers.first()).toBeVisible()
          const rows = await pagers.evaluateAll((lists) =>
            lists.map((list) => {
              const tops = new Set(
                [...list.children].map((item) => Math.round(item.getBoundingClientRect().top))
              )
              return { rows: tops.size, overflow: list.scrollWidth - list.clientWidth }
            })
          )
          expect(rows.length).toBeGreaterThan(5)
          for (const pager of rows) expect(pager).toEqual({ rows: 1, overflow: 0 })
        })
      }

      test("the tables' pager stays on one row", async ({ page }) => {
        await page.goto('/apps/user/list')
        const pager = page.locator('.nl-table-pager')
        await expect(pager.getByRole('button', { name: /./ }).first()).toBeVisible()
        const tops = await pager.evaluate((bar) =>
          [...bar.children].map((part) =>
            Math.round(part.getBoundingClientRect().top + part.clientHeight / 2)
          )
        )
        expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(4)
        expect(await pager.evaluate((bar) => bar.scrollWidth - bar.clientWidth)).toBe(0)
      })
    })
  }
}
