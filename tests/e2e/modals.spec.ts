import type { Locator, Page } from '@playwright/test'
import { expect, setPreferences, test } from './fixtures'
import { signInAs } from './session'

// The first request loads the mock's seed module: give a busy machine time for it.
const firstLoad = { timeout: 15_000 }

const modalTitles = [
  'Share project',
  'Add new card',
  'Edit user',
  'Enable one-time password',
  'Upgrade plan',
  'Add new address',
  'Refer and earn',
  'Create app',
  'Two-factor authentication'
]

const focusInside = (dialog: Locator) => dialog.evaluate((node) => node.contains(document.activeElement))

async function openSignedIn(page: Page, path: string) {
  await signInAs(page, 'admin')
  await setPreferences(page, { skin: 'light', direction: 'ltr' })
  await page.goto(path)
}

test('every example modal opens from the keyboard, keeps Tab inside, closes with Escape and returns focus', async ({
  page
}) => {
  // Nine dialogs, each tabbed through: several times one flow's work.
  test.slow()
  await openSignedIn(page, '/pages/modal-examples')
  await expect(page.getByRole('heading', { level: 1, name: 'Modal Examples' })).toBeVisible(firstLoad)
  for (const title of modalTitles) {
    const button = page.getByRole('button', { name: `Open ${title}` })
    await button.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: title })
    await expect(dialog).toBeVisible()
    await expect.poll(() => focusInside(dialog), { message: `${title}: focus moves in` }).toBe(true)
    for (let tab = 0; tab < 8; tab += 1) {
      await page.keyboard.press(tab % 4 === 3 ? 'Shift+Tab' : 'Tab')
      expect(await focusInside(dialog), `${title}: focus stays in after ${tab + 1} Tab presses`).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()
  }
})

test('the one-time password modal checks the phone, then the code, by keyboard alone', async ({ page }) => {
  await openSignedIn(page, '/pages/modal-examples')
  await page.getByRole('button', { name: 'Open Enable one-time password' }).focus(firstLoad)
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Enable one-time password' })
  await dialog.getByLabel('Phone number').fill('12')
  await page.keyboard.press('Enter')
  await expect(dialog.getByText('Enter a phone number of 7 to 20 digits.')).toBeVisible()
  await dialog.getByLabel('Phone number').fill('+47 912 34 567')
  await page.keyboard.press('Enter')
  await expect(dialog.getByText('Step 2 of 2', { exact: true })).toBeVisible()
  await expect(dialog.getByLabel('Verification code')).toBeFocused()
  await page.keyboard.type('482913')
  await page.keyboard.press('Enter')
  await expect(page.getByText('One-time passwords are on.')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'Open Enable one-time password' })).toBeFocused()
})

test('an API key is created, shown, copied and deleted', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await openSignedIn(page, '/pages/api-key')
  const keys = page.getByRole('list', { name: 'Your API keys' })
  await expect(keys.getByRole('heading', { level: 3 }).first()).toHaveText('Reporting dashboard', firstLoad)

  const form = page.getByRole('form', { name: 'Create an API key' })
  await form.getByLabel('Key name').fill('Browser test key')
  await form.getByLabel('Access').selectOption('read-only')
  await form.getByRole('button', { name: 'Create key' }).click()
  await expect(page.getByText('The key Browser test key was created.')).toBeVisible()
  await expect(keys.getByRole('heading', { level: 3 }).first()).toHaveText('Browser test key')

  const row = keys
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Browser test key' }) })
  await expect(row.getByText('Read only')).toBeVisible()
  await expect(row.getByTestId('api-key-value')).toHaveText(/^nl_live_•+[A-Za-z0-9]{4}$/)
  await row.getByRole('button', { name: 'Show or hide the key Browser test key' }).click()
  const key = (await row.getByTestId('api-key-value').textContent()) ?? ''
  expect(key).toMatch(/^nl_live_[A-Za-z0-9]{32}$/)
  await row.getByRole('button', { name: 'Copy the key Browser test key' }).click()
  await expect(page.getByText('The key Browser test key was copied to the clipboard.')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key)

  await row.getByRole('button', { name: 'Delete the key Browser test key' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete this API key?' })
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('The key Browser test key was deleted.')).toBeVisible()
  await expect(keys.getByRole('heading', { name: 'Browser test key' })).toHaveCount(0)
})
