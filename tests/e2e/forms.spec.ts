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
})
