import type { Page } from '@playwright/test'
import { expect, test } from '../e2e/fixtures'
import { attempt, signedIn, stored } from './server'

const rows = (page: Page) =>
  page
    .getByRole('table', { name: 'Users' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })

signedIn()

test('users: searches, adds, edits and deletes a user, each kept by the server', async ({ page }) => {
  test.slow()
  const [name, login] = attempt([
    ['Ingrid Solberg', 'ingrid'],
    ['Maren Dahl', 'maren'],
    ['Sigrid Lunde', 'sigrid']
  ])
  const email = `${login}@fjellbu.example`
  await page.goto('/apps/user/list')
  const search = page.getByRole('searchbox', { name: 'Search users' })
  await search.fill('nikolai')
  await expect(rows(page)).toHaveCount(1)
  await search.fill('')
  await expect(rows(page)).toHaveCount(10)

  await page.getByRole('button', { name: 'Add New User' }).click()
  const panel = page.getByRole('dialog', { name: 'Add New User' })
  await panel.getByLabel('Full name').fill(name)
  await panel.getByLabel('Username').fill(login)
  await panel.getByLabel('Email').fill(email)
  await panel.getByLabel('Country').selectOption('Norway')
  await panel.getByRole('button', { name: 'Add user' }).click()
  await expect(panel).toBeHidden()
  await rows(page).getByRole('link', { name, exact: true }).click()

  await page.getByRole('button', { name: 'Edit', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit user information' })
  await dialog.getByLabel('Company').fill('Fjellbu Cabins')
  await dialog.getByRole('button', { name: 'Save changes' }).click()
  await expect(dialog).toBeHidden()
  await page.reload()
  await expect(page.getByText('Fjellbu Cabins').first()).toBeVisible()

  await page.goto(`/apps/user/list?q=${email}`)
  await page.getByRole('button', { name: `Delete ${name}` }).click()
  await page
    .getByRole('dialog')
    .filter({ hasText: 'Delete this user?' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(page.getByText('No user matches these filters.')).toBeVisible()
  expect(await stored(page, '/api/users/list/all-data')).not.toContain(email)
})
