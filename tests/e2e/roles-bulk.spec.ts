import { expect, setPreferences, test } from './fixtures'
import { signInAs } from './session'
import { seriousA11yFindings } from './axe'

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'admin')
})

test('deletes two permissions in one call and puts them back from the toast', async ({ page }) => {
  await setPreferences(page, { skin: 'light', direction: 'ltr' })
  await page.goto('/apps/permissions')
  const table = page.getByRole('table', { name: 'Permissions' })
  const chosen = ['Only View', 'Project Planning']
  for (const name of chosen) await table.getByRole('checkbox', { name: `Select ${name}` }).check()
  const bar = page.getByRole('group', { name: 'Selected rows' })
  await expect(bar.getByRole('status')).toHaveText('2 selected')
  expect(await seriousA11yFindings(page)).toEqual([])

  await bar.getByRole('button', { name: 'Actions' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete' })
  await expect(dialog).toContainText('Delete the 2 selected rows?')
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('2 rows deleted.')).toBeVisible()
  for (const name of chosen) await expect(table.getByRole('row', { name: new RegExp(name) })).toHaveCount(0)

  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByText('Put back as they were.')).toBeVisible()
  for (const name of chosen) await expect(table.getByRole('row', { name: new RegExp(name) })).toHaveCount(1)
  await expect(table.getByRole('row')).toHaveCount(10)
})

test("deletes the roles page's users of a role and undoes it (dark, RTL)", async ({ page }) => {
  await setPreferences(page, { skin: 'dark', direction: 'rtl' })
  await page.goto('/apps/roles?role=editor')
  const table = page.getByRole('table', { name: 'Users' })
  const pageBox = table.getByRole('checkbox', { name: 'Select every row of this page' })
  await expect(pageBox).toBeEnabled()
  const rows = await table.getByRole('row').count()
  await pageBox.check()
  const bar = page.getByRole('group', { name: 'Selected rows' })
  await expect(bar.getByRole('status')).toContainText(`${rows - 1} selected`)
  await page.screenshot({ path: 'test-results/roles-bulk-selection.png' })
  expect(await seriousA11yFindings(page)).toEqual([])
  await bar.getByRole('button', { name: 'Actions' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText(/rows? deleted\./)).toBeVisible()
  await expect(page.getByText('No user matches these filters.')).toBeVisible()

  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByText('Put back as they were.')).toBeVisible()
  await expect(table.getByRole('row')).toHaveCount(rows)
})
