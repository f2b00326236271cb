import type { Page } from '@playwright/test'
import { expect, seedLocalStorage, test } from './fixtures'
import { signInAs } from './session'

/** The "Someone else is editing" scenario: another user changes the record a few seconds after it opens. */

const firstLoad = { timeout: 15_000 }
// The scenario's few seconds, as a limit on waiting for what it does, never as a pause.
const theirChange = { timeout: 20_000 }
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications, \d+ unread$/ })

test('a user being edited changes meanwhile, and the save resolves the conflict field by field', async ({
  page
}) => {
  await seedLocalStorage(page, { demoScenarios: JSON.stringify({ someoneEditing: true }) })
  await signInAs(page, 'admin')
  await page.goto('/apps/user/view/2')
  await expect(page.getByRole('heading', { level: 2, name: 'Benedikt Graf' })).toBeVisible(firstLoad)
  await expect(bell(page)).toBeVisible(firstLoad)

  await page.getByRole('button', { name: 'Edit', exact: true }).click()
  const form = page.getByRole('dialog', { name: 'Edit user information' })
  await form.getByLabel('Company').fill('Mine GmbH')
  const contact = await form.getByLabel('Contact').inputValue()

  // Mikkel Haugen's change arrives: the bell counts it beside the admin's two seeded unread ones. (Read before it, the
  // count could already hold it on a slow machine.)
  await expect(bell(page)).toHaveAccessibleName('Notifications, 3 unread', theirChange)
  await form.getByRole('button', { name: 'Save changes' }).click()
  const dialog = page.getByRole('dialog', { name: 'Someone else changed this record' })
  const row = (name: string) => dialog.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) })
  await expect(row('Company').getByRole('radio', { name: /Mine GmbH/ })).toBeChecked()
  const theirs = row('Contact').getByRole('radio', { name: /\+46 70 555/ })
  await expect(theirs).toBeChecked()
  await expect(row('Contact').getByRole('radio', { name: contact })).not.toBeChecked()
  await dialog.getByRole('button', { name: 'Save again' }).click()
  await expect(page.getByText('Benedikt Graf was updated.')).toBeVisible()
  await expect(page.getByRole('main').getByText('Mine GmbH').first()).toBeVisible()
  await expect(
    page
      .getByRole('main')
      .getByText(/\+46 70 555/)
      .first()
  ).toBeVisible()

  // The bell names who made the other change.
  await bell(page).click()
  await expect(page.getByRole('menuitem', { name: /^Mikkel Haugen changed Benedikt Graf/ })).toBeVisible()
})
