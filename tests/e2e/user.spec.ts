import type { Page } from '@playwright/test'
import { expect, horizontalOverflow, setPreferences, test } from './fixtures'
import { inDirections, signInAs } from './session'

/** A new page load re-seeds the in-browser mock, so each test starts from fresh data. */

const rows = (page: Page) =>
  page
    .getByRole('table', { name: 'Users' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
const names = (page: Page) =>
  rows(page)
    .getByRole('link')
    .filter({ hasNot: page.locator('svg') })

inDirections('users', ['ltr'], (direction) => {
  test('filters, searches and pages the list', async ({ page }) => {
    await page.goto('/apps/user/list')
    await expect(page.getByRole('heading', { level: 1, name: 'User List' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('dir', direction)
    await expect(rows(page)).toHaveCount(10)
    await expect(page.getByRole('group', { name: 'Total users' })).toContainText('50')

    await page.getByLabel('Role', { exact: true }).selectOption('editor')
    await expect(page).toHaveURL(/role=editor/)
    await expect(rows(page)).toHaveCount(10)
    await page.getByRole('searchbox', { name: 'Search users' }).fill('nikolai')
    await expect(rows(page)).toHaveCount(1)
    await expect(rows(page).first()).toContainText('Nikolai Berg')
    await expect(page).toHaveURL(/q=nikolai/)

    await page.reload()
    await expect(page.getByRole('searchbox', { name: 'Search users' })).toHaveValue('nikolai')
    await expect(rows(page)).toHaveCount(1)
  })

  test('adds a user, opens it, edits it', async ({ page }) => {
    await page.goto('/apps/user/list')
    await page.getByRole('button', { name: 'Add New User' }).click()
    const panel = page.getByRole('dialog', { name: 'Add New User' })
    await panel.getByRole('button', { name: 'Add user' }).click()
    await expect(panel.getByText('Enter the full name.')).toBeVisible()
    await panel.getByLabel('Full name').fill('Ingrid Solberg')
    await panel.getByLabel('Username').fill('ingrid')
    await panel.getByLabel('Email').fill('ingrid@fjellbu.example')
    await panel.getByLabel('Country').selectOption('Norway')
    await panel.getByRole('button', { name: 'Add user' }).click()
    await expect(page.getByText('Ingrid Solberg was added.')).toBeVisible()
    await expect(panel).toBeHidden()
    await expect(rows(page)).toHaveCount(1)

    await rows(page).getByRole('link', { name: 'Ingrid Solberg', exact: true }).click()
    await expect(page).toHaveURL(/\/apps\/user\/view\/51$/)
    await expect(page.getByRole('heading', { level: 2, name: 'Ingrid Solberg' })).toBeVisible()

    await page.getByRole('button', { name: 'Edit', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit user information' })
    await expect(dialog.getByLabel('Email')).toHaveValue('ingrid@fjellbu.example')
    await dialog.getByLabel('Company').fill('Fjellbu Cabins')
    await dialog.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText('Ingrid Solberg was updated.')).toBeVisible()
    await expect(dialog).toBeHidden()
    // The user card shows the new company.
    await expect(page.getByText('Fjellbu Cabins').first()).toBeVisible()
  })

  test('deletes a user after confirming', async ({ page }) => {
    await page.goto('/apps/user/list')
    await expect(names(page).first()).toHaveText('Aiko Fujimoto')
    await page.getByRole('button', { name: 'Delete Aiko Fujimoto' }).click()
    const dialog = page.getByRole('dialog').filter({ hasText: 'Delete this user?' })
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('Aiko Fujimoto was deleted.')).toBeVisible()
    await expect(names(page).first()).not.toHaveText('Aiko Fujimoto')
    await expect(page.getByRole('group', { name: 'Total users' })).toContainText('49')
  })
})

test('the list and the view fit a 390 px screen in the dark skin', async ({ page }) => {
  await signInAs(page, 'admin')
  await setPreferences(page, { skin: 'dark', direction: 'rtl' })
  await page.setViewportSize({ width: 390, height: 844 })
  for (const [path, heading] of [
    ['/apps/user/list', 'User List'],
    ['/apps/user/view/1', 'User View']
  ]) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page.getByText('Astrid Nyhus').first()).toBeVisible()
    const overflow = await horizontalOverflow(page)
    expect(overflow.culprits, `${path} overflows horizontally`).toEqual([])
  }
})

test('the list loads the form library when a form opens, not with its editable cells', async ({ page }) => {
  const formCode: string[] = []
  page.on('request', (request) => {
    if (/\/react-hook-form-[^/]*\.js$/.test(request.url())) formCode.push(request.url())
  })
  await signInAs(page, 'admin')
  await page.goto('/apps/user/list')
  await expect(rows(page)).toHaveCount(10)
  await page.waitForLoadState('networkidle')
  expect(formCode).toEqual([])
  const loading = page.waitForRequest(/\/react-hook-form-[^/]*\.js$/)
  await page.getByRole('button', { name: 'Add New User' }).click()
  await loading
  await expect(page.getByRole('dialog', { name: 'Add New User' })).toBeVisible()
})
