import { expect, setPreferences, test } from './fixtures'
import { signInAs } from './session'
import { seriousA11yFindings } from './axe'

test('saves a view and its link opens it in a fresh browser', async ({ page, browser }) => {
  await signInAs(page, 'admin')
  await setPreferences(page, { skin: 'dark', direction: 'ltr' })
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/apps/user/list')
  await page.getByLabel('Role', { exact: true }).selectOption('editor')
  await expect(page).toHaveURL(/role=editor/)
  await page.getByRole('button', { name: 'Columns' }).click()
  await page.getByRole('checkbox', { name: 'Billing' }).uncheck()
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: 'Views' }).click()
  await page.getByLabel('View name').fill('Editors')
  await page.getByRole('button', { name: 'Save view' }).click()
  await expect(page.getByText('View “Editors” saved.')).toBeVisible()
  expect(await seriousA11yFindings(page)).toEqual([])
  await page.getByRole('button', { name: 'Copy the link to Editors' }).click()
  await expect(page.getByText('Link copied.')).toBeVisible()
  const link = await page.evaluate(() => navigator.clipboard.readText())
  expect(link).toContain('columns=')

  const fresh = await browser.newContext({ baseURL: new URL(link).origin })
  const other = await fresh.newPage()
  await signInAs(other, 'admin')
  await other.goto(link)
  const table = other.getByRole('table', { name: 'Users' })
  await expect(other.getByLabel('Role', { exact: true })).toHaveValue('editor')
  await expect(table.getByRole('columnheader').filter({ hasText: 'Role' })).toHaveCount(1)
  await expect(table.getByRole('columnheader').filter({ hasText: 'Billing' })).toHaveCount(0)
  await fresh.close()
})
