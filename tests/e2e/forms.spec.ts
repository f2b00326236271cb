import { expect, setPreferences, test } from './fixtures'
import { signInAs } from './session'

test.describe('form elements', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, 'admin')
    await setPreferences(page, { skin: 'light', direction: 'ltr' })
  })

  test('the async select finds an option', async ({ page }) => {
    await page.goto('/forms/elements/select')
    const async = page.getByRole('main').getByRole('region', { name: 'Async search', exact: true })
    const city = async.getByRole('combobox', { name: 'City' })
    await city.fill('zzz')
    await expect(page.getByText('Nothing found')).toBeVisible()
    await city.fill('lisb')
    await page.getByRole('option', { name: 'Lisbon' }).click()
    await expect(async.getByText('Value:')).toContainText('lisbon')
    await expect(async.getByText('Lisbon', { exact: true })).toBeVisible()
  })

  // The States demos show the invalid state from the start; it must not take focus and scroll the page down.
  for (const [page, error] of [
    ['input', 'Enter a complete email address.'],
    ['textarea', 'Tell us why, in a few words.'],
    ['checkbox', 'Accept the terms to continue.'],
    ['radio', 'Choose a plan.'],
    ['switch', 'Backups must be on for this plan.']
  ] as const) {
    test(`the ${page} States demo shows its error under the field and the page opens at the top`, async ({
      page: tab
    }) => {
      await tab.goto(`/forms/elements/${page}`)
      const states = tab.getByRole('main').getByRole('region', { name: 'States', exact: true })
      const message = states.getByText(error, { exact: true })
      await expect(message).toBeVisible()
      const noteId = await message.getAttribute('id')
      await expect(states.locator(`[aria-describedby~="${noteId}"]`)).toHaveCount(1)
      const invalid = states.locator('.is-invalid').last()
      const controlBottom = (await invalid.boundingBox())!.y + (await invalid.boundingBox())!.height
      expect((await message.boundingBox())!.y).toBeGreaterThanOrEqual(controlBottom)
      expect(await states.evaluate((region) => region.contains(document.activeElement))).toBe(false)
      expect(await tab.evaluate(() => window.scrollY)).toBe(0)
    })
  }
})
