import type { Page } from '@playwright/test'
import { sessionFor } from '../sessions'
import { expect, test } from './fixtures'

/** Two tabs of one browser share the session: what one does to it, the other follows without a reload. */

const invoices = (page: Page) => page.getByRole('table', { name: 'Invoices' })

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Account menu of / }).click()
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/login$/)
}

test('signing out and signing in as another user in one tab reach the other tab at once', async ({
  page,
  context
}) => {
  await page.goto('/login')
  await signIn(page, 'admin@demo.com', 'admin')
  await expect(page).toHaveURL(/\/$/)

  const other = await context.newPage()
  await other.goto('/apps/invoice/list')
  await expect(invoices(other).getByRole('row').nth(1)).toBeVisible()

  await signOut(page)
  await expect(other).toHaveURL(/\/login(\?|$)/)
  await expect(invoices(other)).toHaveCount(0)

  await signIn(page, 'client@demo.com', 'client')
  await expect(page).toHaveURL(/\/access-control$/)
  // The other tab is signed in as the client too, and refused the admin's screen it showed.
  await expect(other).toHaveURL(/\/misc\/not-authorized$/)
  await expect(invoices(other)).toHaveCount(0)
})

test('a change of user written by another tab refuses the admin screen at once', async ({
  page,
  context
}) => {
  await page.goto('/login')
  await signIn(page, 'admin@demo.com', 'admin')
  await expect(page).toHaveURL(/\/$/)
  const other = await context.newPage()
  await other.goto('/apps/invoice/list')
  await expect(invoices(other).getByRole('row').nth(1)).toBeVisible()

  // The client's session replaces the admin's with no sign-out between (as a sign-in in a third tab does).
  await page.evaluate((session) => {
    localStorage.setItem('userData', JSON.stringify(session.userData))
    localStorage.setItem('accessToken', session.accessToken)
    localStorage.setItem('refreshToken', session.refreshToken)
  }, sessionFor('client'))
  await expect(other).toHaveURL(/\/misc\/not-authorized$/)
  await expect(invoices(other)).toHaveCount(0)
})
