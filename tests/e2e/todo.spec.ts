import type { Page } from '@playwright/test'
import { expect, phrase, setPreferences, test } from './fixtures'
import { seriousA11yFindings } from './axe'
import { signInAs } from './session'

/** The mock lives in the page, so every test starts from the seed data. */

const titles = (page: Page) => page.getByRole('list', { name: 'Tasks' }).locator('.todo-title')
// The first request loads the mock's seed module: give a busy machine time for it.
const firstLoad = { timeout: 15_000 }

test('views, search, sort and keyboard reordering', async ({ page }) => {
  await signInAs(page, 'admin')
  await setPreferences(page, { skin: 'light', direction: 'ltr' })
  await page.goto('/apps/todo')
  await expect(titles(page).first()).toHaveText('Send the newsletter draft to marketing', firstLoad)

  await page.getByRole('link', { name: 'Important' }).click()
  await expect(page).toHaveURL(/\/apps\/todo\/important$/)
  await expect(titles(page)).toHaveCount(5)
  await page.getByRole('link', { name: 'High' }).click()
  await expect(page).toHaveURL(/\/apps\/todo\/tag\/high$/)
  await expect(titles(page)).toHaveText([
    'Write the status page incident summary',
    'Reply to the accessibility audit',
    'Plan the team offsite agenda',
    'Fix the invoice rounding in the export'
  ])

  await page.getByRole('searchbox', { name: 'Search tasks' }).fill('the')
  await expect(page).toHaveURL(/q=the/)
  await page.getByRole('button', { name: 'Sort tasks' }).click()
  await page.getByRole('menuitem', { name: 'Title A–Z' }).click()
  await expect(page).toHaveURL(/sortBy=title-asc/)
  await expect(titles(page)).toHaveText([
    'Fix the invoice rounding in the export',
    'Plan the team offsite agenda',
    'Reply to the accessibility audit',
    'Write the status page incident summary'
  ])
  await page.reload()
  await expect(titles(page)).toHaveCount(4, firstLoad)

  await page.getByRole('button', { name: 'Move Fix the invoice rounding in the export' }).focus()
  await page.keyboard.press('Space')
  await expect(
    page.getByRole('status').filter({ hasText: 'Fix the invoice rounding in the export' })
  ).toContainText('position 1 of 4')
  await page.keyboard.press('ArrowDown')
  await expect(
    page.getByRole('status').filter({ hasText: 'Fix the invoice rounding in the export' })
  ).toContainText('now at position 2 of 4')
  await page.keyboard.press('Space')
  await expect(page.getByRole('status').filter({ hasText: 'Dropped' })).toHaveText(
    'Dropped Fix the invoice rounding in the export at position 2 of 4.'
  )
  await expect(titles(page)).toHaveText([
    'Plan the team offsite agenda',
    'Fix the invoice rounding in the export',
    'Reply to the accessibility audit',
    'Write the status page incident summary'
  ])
})

test('adds a task in the panel, completes it, deletes and restores it', async ({ page }) => {
  test.slow()
  await signInAs(page, 'admin')
  await setPreferences(page, { skin: 'dark', direction: 'rtl' })
  await page.goto('/apps/todo')
  await expect(titles(page).first()).toBeVisible(firstLoad)

  await page.getByRole('button', { name: 'Add Task' }).click()
  const panel = page.getByRole('dialog', { name: 'Add Task' })
  await panel.getByLabel('Title').fill('Renew the SSL certificate')
  await panel.getByLabel('Assignee').fill('Stellan')
  await page.getByRole('option', { name: 'Stellan Björk' }).click()
  await panel.getByLabel('Tags').fill('High')
  await page.getByRole('option', { name: 'High' }).click()
  await panel.getByRole('textbox', { name: 'Description' }).fill('Before it expires on Friday.')
  expect(await seriousA11yFindings(page)).toEqual([])
  await panel.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(page.getByText('“Renew the SSL certificate” was added.')).toBeVisible()
  await expect(panel).toBeHidden()
  const row = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Edit Renew the SSL certificate' }) })
  await expect(row).toContainText('Before it expires on Friday.')
  await expect(row.getByRole('img', { name: 'Assigned to Stellan Björk' })).toBeVisible()

  await row.getByRole('checkbox', { name: 'Completed: Renew the SSL certificate' }).check()
  await expect(row.getByRole('checkbox', { name: 'Completed: Renew the SSL certificate' })).toBeChecked()

  await row.getByRole('button', { name: 'Edit Renew the SSL certificate' }).click()
  await page.getByRole('dialog', { name: 'Edit Task' }).getByRole('button', { name: 'Delete' }).click()
  await page
    .getByRole('dialog', { name: 'Delete this task?' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(page.getByText('“Renew the SSL certificate” moved to Deleted.')).toBeVisible()
  await expect(row).toBeHidden()

  await page.getByRole('link', { name: 'Deleted' }).click()
  await page.getByRole('button', { name: 'Restore Renew the SSL certificate' }).click()
  await expect(page.getByText('“Renew the SSL certificate” was restored.')).toBeVisible()
  await page.getByRole('link', { name: 'Completed' }).click()
  await expect(titles(page).first()).toHaveText('Renew the SSL certificate')
})

test('selects tasks from the keyboard on a phone, completes and deletes them in one call each, and undoes', async ({
  page
}) => {
  await signInAs(page, 'admin')
  await setPreferences(page, { skin: 'dark', direction: 'rtl' })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/apps/todo/important')
  await expect(titles(page)).toHaveCount(5, firstLoad)
  const bar = page.getByRole('group', { name: 'Selected rows' })
  const pageBox = page.getByRole('checkbox', { name: 'Select every row of this page' })
  await pageBox.focus()
  await page.keyboard.press('Space')
  await expect(bar.getByRole('status')).toHaveText(phrase('5 selected'))
  await page.screenshot({ path: 'test-results/todo-bulk-selection.png' })
  expect(await seriousA11yFindings(page)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(bar).toHaveCount(0)
  await expect(pageBox).not.toBeChecked()

  const first = await titles(page).nth(0).textContent()
  const second = await titles(page).nth(1).textContent()
  for (const title of [first, second]) {
    await page.getByRole('checkbox', { name: `Select ${title}` }).focus()
    await page.keyboard.press('Space')
  }
  await expect(bar.getByRole('status')).toHaveText(phrase('2 selected'))
  await bar.getByRole('button', { name: 'Actions' }).click()
  await page.getByRole('menuitem', { name: 'Completed' }).click()
  const dialog = page.getByRole('dialog', { name: 'Status: Completed' })
  await expect(dialog).toContainText('Mark the 2 selected tasks Completed?')
  await dialog.getByRole('button', { name: 'Apply' }).click()
  const changed = page.getByText(phrase('2 rows changed.'))
  await expect(changed).toBeVisible()
  await expect(page.getByRole('checkbox', { name: `Completed: ${first}` })).toBeChecked()
  // The toast's own Undo: an earlier toast may still be leaving.
  await changed.locator('..').getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByText(phrase('Put back as they were.'))).toBeVisible()
  await expect(page.getByRole('checkbox', { name: `Completed: ${first}` })).not.toBeChecked()

  await pageBox.check()
  await bar.getByRole('button', { name: 'Actions' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page.getByRole('dialog', { name: 'Delete' }).getByRole('button', { name: 'Delete' }).click()
  const deleted = page.getByText(phrase('5 rows deleted.'))
  await expect(deleted).toBeVisible()
  await expect(page.getByText(phrase('No task here.'))).toBeVisible()
  await deleted.locator('..').getByRole('button', { name: 'Undo' }).click()
  await expect(titles(page)).toHaveCount(5)
})
