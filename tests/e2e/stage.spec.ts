import type { Page } from '@playwright/test'
import { seriousA11yFindings } from './axe'
import { expect, test } from './fixtures'
import { signInAs } from './session'

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'admin')
})

const openCustomizer = async (page: Page) => {
  await page.getByRole('button', { name: 'Open theme customizer' }).click()
  return page.getByRole('dialog', { name: 'Theme Customizer' })
}

test('kept demo changes survive a reload until the demo data is reset', async ({ page }) => {
  await page.goto('/apps/user/list')
  const panel = await openCustomizer(page)
  await panel.getByRole('switch', { name: 'Keep demo changes' }).check()
  await panel.getByRole('button', { name: 'Close' }).click()

  await page.getByRole('button', { name: 'Delete Aiko Fujimoto' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Aiko Fujimoto was deleted.')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('table', { name: 'Users' }).getByRole('row')).toHaveCount(11)
  await expect(page.getByRole('link', { name: 'Aiko Fujimoto', exact: true })).toHaveCount(0)

  await (await openCustomizer(page)).getByRole('button', { name: 'Reset demo data' }).click()
  await page
    .getByRole('dialog', { name: 'Reset the demo data?' })
    .getByRole('button', { name: 'Reset demo data' })
    .click()
  await expect(page.getByRole('link', { name: 'Aiko Fujimoto', exact: true })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('link', { name: 'Aiko Fujimoto', exact: true })).toBeVisible()
})

test('a scenario shows in the navbar while it is on, and one button turns them all off', async ({ page }) => {
  await page.goto('/apps/user/list')
  const panel = await openCustomizer(page)
  await panel.getByRole('switch', { name: 'Offline (network error)' }).check()
  await panel.getByRole('radio', { name: 'Empty lists' }).check()
  const badge = page.getByRole('status').filter({ hasText: 'Demo scenario' })
  await expect(badge).toContainText('Demo scenario: offline, empty data')
  await expect(
    page.getByText('Could not load the data: the server could not be reached.').first()
  ).toBeVisible()
  expect(await seriousA11yFindings(page)).toEqual([])

  await panel.getByRole('button', { name: 'Reset all scenarios' }).click()
  await expect(badge).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Aiko Fujimoto', exact: true })).toBeVisible()
})

test('the "one app fails" list names the apps, not their route ids', async ({ page }) => {
  await page.goto('/apps/user/list')
  const panel = await openCustomizer(page)
  const apps = panel.getByRole('combobox', { name: 'Every call of one app fails' })
  await expect(apps.locator('option', { hasText: /^Invoices$/ })).toHaveCount(1)
  const names = await apps.locator('option').allTextContents()
  expect(names).toEqual(expect.arrayContaining(['Account settings', 'Sign-in', 'Search', 'Invoices']))
  expect(names.filter((name) => /^[a-z]+(-[a-z]+)*$/.test(name))).toEqual([])
})
