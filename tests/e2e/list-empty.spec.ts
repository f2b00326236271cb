import { expect, setPreferences, test } from './fixtures'
import { signInAs } from './session'
import { seriousA11yFindings } from './axe'

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'admin')
})

test('a list searched to nothing says so outside its table, axe-clean, light LTR', async ({ page }) => {
  await setPreferences(page, { skin: 'light', direction: 'ltr' })
  await page.goto('/datatables/advance')
  await expect(page.getByRole('table', { name: 'Employees' }).getByRole('row')).toHaveCount(11)
  await page.getByRole('searchbox', { name: 'Search employees' }).fill('no such employee')
  await expect(page.getByRole('status').filter({ hasText: 'No employee' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Employees' })).toHaveCount(0)
  expect(await seriousA11yFindings(page)).toEqual([])
})

test('a table over rows in the browser filtered to nothing is axe-clean too, dark RTL', async ({ page }) => {
  await setPreferences(page, { skin: 'dark', direction: 'rtl' })
  await page.goto('/datatables/advance')
  const filtered = page.getByRole('table', { name: 'Column filters' })
  await expect(filtered.getByRole('row')).toHaveCount(11)
  await page.getByRole('searchbox', { name: 'Name' }).fill('no such name')
  await expect(
    page.getByRole('status').filter({ hasText: 'No employee matches these filters.' })
  ).toBeVisible()
  await expect(filtered).toHaveCount(0)
  await page.getByRole('status').filter({ hasText: 'No employee matches' }).scrollIntoViewIfNeeded()
  await page.screenshot({ path: 'test-results/list-empty-dark-rtl.png' })
  expect(await seriousA11yFindings(page)).toEqual([])
})

test('the column-filter demo has the Columns menu, at phone width in dark RTL', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await setPreferences(page, { skin: 'dark', direction: 'rtl' })
  await page.goto('/datatables/advance')
  const card = page.getByRole('region', { name: 'Column filters' }).first()
  const filtered = page.getByRole('table', { name: 'Column filters' })
  await expect(filtered.getByRole('columnheader', { name: 'City' })).toHaveCount(1)
  await card.getByRole('button', { name: 'Columns' }).click()
  await page.getByRole('checkbox', { name: 'City' }).uncheck()
  await expect(filtered.getByRole('columnheader', { name: 'City' })).toHaveCount(0)
  await page.screenshot({ path: 'test-results/filters-columns-phone-dark-rtl.png' })
  expect(await seriousA11yFindings(page)).toEqual([])
})
