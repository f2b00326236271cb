import type { Page } from '@playwright/test'
import { expect, seedLocalStorage, test } from './fixtures'
import { signInAs } from './session'

/** Two tabs of one browser on one user, with "Keep demo changes": they share the data, so their saves can collide. */

const firstLoad = { timeout: 15_000 }
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications, \d+ unread$/ })

async function openUser(page: Page) {
  await signInAs(page, 'admin')
  await page.goto('/apps/user/view/2')
  await expect(page.getByRole('heading', { level: 2, name: 'Benedikt Graf' })).toBeVisible(firstLoad)
  await expect(bell(page)).toBeVisible(firstLoad)
}

async function editForm(page: Page) {
  await page.getByRole('button', { name: 'Edit', exact: true }).click()
  return page.getByRole('dialog', { name: 'Edit user information' })
}

test('two tabs on one user see each other, and the later save keeps one field from each', async ({
  page,
  context
}) => {
  test.slow() // two tabs
  await seedLocalStorage(page, { keepDemoChanges: 'true' })
  await openUser(page)
  const other = await context.newPage()
  await openUser(other)
  await expect(page.getByRole('status').filter({ hasText: 'Also open in another tab' })).toBeVisible()
  await expect(other.getByRole('status').filter({ hasText: 'Also open in another tab' })).toBeVisible()
  // The count before the other tab's save: the bell's own, once its first answer is in (until then it says 0).
  await expect(bell(page)).not.toHaveAttribute('aria-busy', 'true')
  const unread = (await bell(page).getAttribute('aria-label')) ?? ''

  const mine = await editForm(page)
  await mine.getByLabel('Company').fill('Mine GmbH')
  await mine.getByLabel('Username').fill('bgraf.mine')
  const theirs = await editForm(other)
  await theirs.getByLabel('Company').fill('Theirs AG')
  await theirs.getByLabel('Contact').fill('+49 30 1234')
  await theirs.getByRole('button', { name: 'Save changes' }).click()
  await expect(other.getByText('Benedikt Graf was updated.')).toBeVisible()

  await mine.getByRole('button', { name: 'Save changes' }).click()
  const dialog = page.getByRole('dialog', { name: 'Someone else changed this record' })
  const row = (name: string) => dialog.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) })
  await expect(row('Company').getByRole('radio', { name: /Mine GmbH/ })).toBeChecked()
  await expect(row('Username').getByRole('radio', { name: /bgraf\.mine/ })).toBeChecked()
  // Their company, my username.
  await row('Company')
    .getByRole('radio', { name: /Theirs AG/ })
    .check()
  await dialog.getByRole('button', { name: 'Save again' }).click()
  await expect(page.getByText('Benedikt Graf was updated.')).toBeVisible()
  await expect(page.getByRole('main').getByText('Theirs AG').first()).toBeVisible()
  await expect(page.getByRole('main').getByText('@bgraf.mine').first()).toBeVisible()
  await expect(page.getByRole('main').getByText('+49 30 1234').first()).toBeVisible()

  // The other tab shows the merged record with no reload, and was told of the change in its bell.
  await expect(other.getByRole('main').getByText('@bgraf.mine').first()).toBeVisible()
  await expect(bell(other)).not.toHaveAccessibleName(unread)
})
