import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { signInAs } from './session'

// The mock lives in the page: the flow moves by the menu, never by a reload. Specs sign in with placeholder tokens,
// which the mock answers with the inbox of calls without a valid token (two unread in the seed).
const firstLoad = { timeout: 15_000 }
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications, \d+ unread$/ })

async function failEveryCallOf(page: Page, app: string) {
  await page.getByRole('button', { name: 'Open theme customizer' }).click()
  const panel = page.getByRole('dialog', { name: 'Theme Customizer' })
  await panel.getByRole('combobox', { name: 'Every call of one app fails' }).selectOption({ label: app })
  await panel.getByRole('button', { name: 'Close' }).click()
  await expect(panel).toBeHidden()
}

test('a failed call arrives in the bell on the next page, is announced, and is marked read from the menu', async ({
  page
}) => {
  await signInAs(page, 'admin')
  await page.goto('/apps/todo')
  await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread', firstLoad)

  await failEveryCallOf(page, 'Activity log')
  await page.getByRole('navigation').getByRole('link', { name: 'Activity' }).click()
  await expect(page).toHaveURL(/\/apps\/activity$/)
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
  await page.getByRole('navigation').getByRole('link', { name: 'Todo' }).click()
  await expect(bell(page)).toHaveAccessibleName('Notifications, 3 unread')
  await expect(page.getByText('3 unread notifications')).toBeAttached()

  await bell(page).click()
  const menu = page.getByRole('menu')
  const failure = menu.getByRole('menuitem', {
    name: /A call failed( \d+ times)?: GET \/apps\/activity\/entries/
  })
  await expect(failure).toBeVisible()
  await failure.click()
  await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread')

  await menu.getByRole('menuitem', { name: 'See all notifications' }).click()
  await expect(page).toHaveURL(/\/pages\/notifications$/)
  const list = page.getByRole('list', { name: 'Notifications, newest first' })
  await expect(list.getByRole('listitem')).toHaveCount(3)
  await page.getByRole('button', { name: 'Mark all read' }).click()
  await expect(bell(page)).toHaveAccessibleName('Notifications, 0 unread')
  await page.getByRole('link', { name: 'Unread (0)' }).click()
  await expect(page.getByText('Nothing unread.')).toBeVisible()
})
