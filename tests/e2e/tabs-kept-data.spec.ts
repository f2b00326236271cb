import type { Page } from '@playwright/test'
import { expect, seedLocalStorage, test } from './fixtures'
import { signInAs } from './session'

/** "Keep demo changes" with two tabs of one browser: one store, each change seen by the other tab at once. */

const users = (page: Page) => page.getByRole('table', { name: 'Users' })
const user = (page: Page, name: string) => page.getByRole('link', { name, exact: true })
const total = (page: Page) => page.getByRole('group', { name: 'Total users' })

async function openUsers(page: Page) {
  await signInAs(page, 'admin')
  await page.goto('/apps/user/list')
  await expect(users(page).getByRole('row').nth(1)).toBeVisible()
}

async function deleteUser(page: Page, name: string) {
  await page.getByRole('button', { name: `Delete ${name}` }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText(`${name} was deleted.`)).toBeVisible()
}

test('two tabs keep both their changes, see each other’s at once, and reset together', async ({
  page,
  context
}) => {
  test.slow() // two tabs, two reloads
  await seedLocalStorage(page, { keepDemoChanges: 'true' })
  await openUsers(page)
  const other = await context.newPage()
  await openUsers(other)

  await deleteUser(page, 'Aiko Fujimoto')
  // The other tab's screen refreshes with no reload.
  await expect(user(other, 'Aiko Fujimoto')).toHaveCount(0)
  await expect(total(other)).toContainText('49')

  const next = (await users(other).getByRole('row').nth(1).getByRole('link').first().textContent()) ?? ''
  await deleteUser(other, next)
  await expect(user(page, next)).toHaveCount(0)
  await page.reload()
  await expect(total(page)).toContainText('48')

  await other.getByRole('button', { name: 'Open theme customizer' }).click()
  await other.getByRole('button', { name: 'Reset demo data' }).click()
  await other
    .getByRole('dialog', { name: 'Reset the demo data?' })
    .getByRole('button', { name: 'Reset demo data' })
    .click()
  await expect(user(page, 'Aiko Fujimoto')).toBeVisible()
  await page.reload()
  await expect(user(page, 'Aiko Fujimoto')).toBeVisible()
  await expect(total(page)).toContainText('50')
})

test('switching keeping off in one tab reaches the other, whose next change is not kept', async ({
  page,
  context
}) => {
  test.slow() // two tabs and three loads
  await seedLocalStorage(page, { keepDemoChanges: 'true' })
  await openUsers(page)
  const other = await context.newPage()
  await openUsers(other)

  await other.getByRole('button', { name: 'Open theme customizer' }).click()
  const keep = other.getByRole('switch', { name: 'Keep demo changes' })
  await keep.uncheck()
  await deleteUser(page, 'Aiko Fujimoto')
  // Switched on again on a page without users: nothing the first tab did while it was off may come back.
  await other.goto('/ui-element/typography')
  await other.getByRole('button', { name: 'Open theme customizer' }).click()
  await keep.check()
  await page.reload()
  await expect(user(page, 'Aiko Fujimoto')).toBeVisible()
  await expect(total(page)).toContainText('50')
})
