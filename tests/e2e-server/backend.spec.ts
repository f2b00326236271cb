import type { Page } from '@playwright/test'
import { expect, phrase, test } from '../e2e/fixtures'
import { apiUrl, attempt, signedIn, stored } from './server'

const rows = (page: Page) => page.getByRole('table', { name: 'Invoices' }).getByRole('row')
const total = (page: Page) => page.getByText(/^\d+ invoices$/)

signedIn()

test('signs in through the server', async ({ page }) => {
  await page.goto('/login')
  await page.getByLabel('Email').fill('admin@demo.com')
  await page.getByLabel('Password', { exact: true }).fill('admin')
  const login = page.waitForResponse(`${apiUrl}/jwt/login`)
  await page.getByRole('button', { name: 'Sign in' }).click()
  expect((await login).status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'eCommerce Dashboard' })).toBeVisible()
})

test('renews an expired access token once and replays the call', async ({ page, errors }) => {
  await page.addInitScript(() => localStorage.setItem('accessToken', 'expired'))
  // The calls of the list's first screen (its rows and its saved views) and the change stream carry the expired token.
  errors.expectFailedRequest(`${apiUrl}/apps/invoice/invoices`)
  errors.expectFailedRequest(`${apiUrl}/views?list=apps.invoice.list`)
  errors.expectFailedRequest(`${apiUrl}/notifications/changes`)
  const statuses: string[] = []
  page.on('response', (response) => {
    const { pathname } = new URL(response.url())
    if (pathname === '/apps/invoice/invoices' || pathname === '/jwt/refresh-token')
      statuses.push(`${pathname} ${response.status()}`)
  })
  await page.goto('/apps/invoice/list')
  await expect(rows(page)).toHaveCount(11)
  expect(statuses).toEqual([
    '/apps/invoice/invoices 401',
    '/jwt/refresh-token 200',
    '/apps/invoice/invoices 200'
  ])
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).not.toBe('expired')
})

test('searches the invoice list and pages through it', async ({ page }) => {
  await page.goto('/apps/invoice/list')
  await expect(total(page)).toHaveText('41 invoices')
  const search = page.waitForResponse(
    (r) => r.url().includes('/apps/invoice/invoices?') && r.url().includes('q=ingrid')
  )
  await page.getByRole('searchbox', { name: 'Search invoices' }).fill('ingrid')
  expect((await search).status()).toBe(200)
  await expect(page.getByText(phrase('1 invoice'))).toBeVisible()
  await expect(rows(page).nth(1)).toContainText('Ingrid Solberg')
  await page.getByRole('searchbox', { name: 'Search invoices' }).fill('')
  await expect(rows(page).nth(1)).toContainText('#5041')
  await page.getByRole('button', { name: 'Next page' }).click()
  await expect(rows(page).nth(1)).toContainText('#5031')
})

test('creates an invoice', async ({ page }) => {
  await page.goto('/apps/invoice/add')
  await page.getByLabel('Invoice to').selectOption({ label: 'Ingrid Solberg · Tidewater Analytics' })
  const item = page.getByRole('group', { name: 'Item 1' })
  await item.getByLabel('Item', { exact: true }).fill('Workshop')
  await item.getByLabel('Cost').fill('400')
  await item.getByLabel('Qty').fill('2')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Invoice #5042 created.')).toBeVisible()
  await expect(page).toHaveURL(/\/apps\/invoice\/preview\/5042$/)
  const stored = await page.request.get(`${apiUrl}/api/invoice/invoices/5042`, {
    headers: { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('accessToken'))}` }
  })
  expect(await stored.json()).toMatchObject({ invoice: { items: [{ name: 'Workshop', cost: 400, qty: 2 }] } })
})

test('edits an invoice by adding a payment', async ({ page }) => {
  await page.goto('/apps/invoice/preview/5013')
  const balance = page.locator('dt', { hasText: 'Balance due' }).locator('+ dd')
  await expect(balance).toHaveText('$1,900.00')
  await page.getByRole('button', { name: 'Add payment' }).click()
  const panel = page.getByRole('dialog', { name: 'Add payment' })
  await panel.getByLabel('Payment amount').fill('690')
  await panel.getByRole('button', { name: 'Save payment' }).click()
  await expect(panel).toBeHidden()
  await page.reload()
  await expect(balance).toHaveText('$1,210.00')
})

test('deletes an invoice', async ({ page }) => {
  await page.goto('/apps/invoice/list')
  await expect(total(page)).toHaveText('42 invoices')
  await page.getByRole('button', { name: 'More actions for invoice #5042' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const dialog = page.getByRole('dialog').filter({ hasText: 'Delete invoice?' })
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(dialog).toBeHidden()
  await expect(total(page)).toHaveText('41 invoices')
  await page.reload()
  await expect(rows(page).nth(1)).toContainText('#5041')
})

test('todo: adds, completes and deletes a task, each kept by the server', async ({ page }) => {
  test.slow()
  const task = attempt(['Renew the SSL certificate', 'Rotate the API keys', 'Archive the old backups'])
  const titles = page.getByRole('list', { name: 'Tasks' }).locator('.todo-title')
  await page.goto('/apps/todo')
  await expect(titles.first()).toBeVisible()
  await page.getByRole('button', { name: 'Add Task' }).click()
  const panel = page.getByRole('dialog', { name: 'Add Task' })
  await panel.getByLabel('Title').fill(task)
  await panel.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(panel).toBeHidden()
  const row = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: `Edit ${task}` }) })
  const completed = row.getByRole('checkbox', { name: `Completed: ${task}` })
  await completed.check()
  await page.reload()
  await expect(completed).toBeChecked()

  await row.getByRole('button', { name: `Edit ${task}` }).click()
  await page.getByRole('dialog', { name: 'Edit Task' }).getByRole('button', { name: 'Delete' }).click()
  await page
    .getByRole('dialog', { name: 'Delete this task?' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(row).toBeHidden()
  expect(await stored(page, '/apps/todo/tasks')).not.toContain(task)
})
