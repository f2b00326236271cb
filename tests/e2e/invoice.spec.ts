import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expect, horizontalOverflow, phrase, setPreferences, test } from './fixtures'
import { seriousA11yFindings } from './axe'
import { inDirections, signInAs } from './session'

/** The mock lives in the page, so every test starts from the seed data. */

const rows = (page: Page) => page.getByRole('table', { name: 'Invoices' }).getByRole('row')
const main = (page: Page) => page.getByRole('main')
// The first request loads the mock's seed module: give a busy machine time for it.
const firstLoad = { timeout: 15_000 }

async function openList(page: Page) {
  await page.goto('/apps/invoice/list')
  await expect(rows(page)).toHaveCount(11, firstLoad)
}

inDirections('invoice', ['rtl'], (direction) => {
  test('searches and filters the list, keeping the state in the URL', async ({ page }) => {
    await openList(page)
    await expect(page.locator('html')).toHaveAttribute('dir', direction)
    await expect(page.getByText('41 invoices')).toBeVisible()

    await page.getByRole('searchbox', { name: 'Search invoices' }).fill('ingrid')
    await expect(page).toHaveURL(/\?q=ingrid$/)
    await expect(page.getByText(phrase('1 invoice'))).toBeVisible(firstLoad)
    await expect(rows(page).nth(1)).toContainText('Ingrid Solberg')

    await page.getByRole('searchbox', { name: 'Search invoices' }).fill('')
    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('Draft')
    await expect(page).toHaveURL(/status=Draft/)
    await expect(page.getByText('41 invoices')).toBeHidden()
    for (const row of await rows(page)
      .all()
      .then((all) => all.slice(1))) {
      await expect(row.getByRole('img', { name: 'Draft' })).toBeVisible()
    }
    await page.reload()
    await expect(page.getByRole('combobox', { name: 'Filter by status' })).toHaveValue('Draft')
  })

  test('creates an invoice with two items and shows it on its preview', async ({ page }) => {
    await page.goto('/apps/invoice/add')
    await expect(page.getByLabel('Invoice to').getByRole('option')).toHaveCount(6, firstLoad)
    await page.getByLabel('Invoice to').selectOption({ label: 'Ingrid Solberg · Tidewater Analytics' })
    const first = page.getByRole('group', { name: 'Item 1' })
    await first.getByLabel('Item', { exact: true }).fill('Workshop')
    await first.getByLabel('Cost').fill('400')
    await first.getByLabel('Qty').fill('2')
    await page.getByRole('button', { name: 'Add item' }).click()
    const second = page.getByRole('group', { name: 'Item 2' })
    await second.getByLabel('Item', { exact: true }).fill('Report')
    await second.getByLabel('Cost').fill('200')
    await page.getByLabel('Tax (%)').fill('10')
    await expect(page.getByText('$1,100.00')).toBeVisible()
    await page.getByRole('button', { name: 'Save' }).click()
    // The toast lasts 4 s: look for it before waiting on the next page.
    await expect(page.getByText('Invoice #5042 created.')).toBeVisible()
    await expect(page).toHaveURL(/\/apps\/invoice\/preview\/5042$/)
    await expect(page.getByRole('heading', { name: 'Invoice #5042' })).toBeVisible()
    await expect(main(page).getByText('Workshop', { exact: true })).toBeVisible()
    await expect(main(page).getByText('Report', { exact: true })).toBeVisible()
  })

  test('adds a payment that lowers the balance', async ({ page }) => {
    await page.goto('/apps/invoice/preview/5013')
    const balance = page.locator('dt', { hasText: 'Balance due' }).locator('+ dd')
    await expect(balance).toHaveText('$1,900.00', firstLoad)
    await page.getByRole('button', { name: 'Add payment' }).click()
    const panel = page.getByRole('dialog', { name: 'Add payment' })
    await panel.getByLabel('Payment amount').fill('690')
    await panel.getByRole('button', { name: 'Save payment' }).click()
    await expect(panel).toBeHidden()
    await expect(balance).toHaveText('$1,210.00')
    await expect(main(page).getByText('Partial payment')).toBeVisible()
  })

  test('deletes an invoice after confirmation', async ({ page }) => {
    await openList(page)
    await expect(rows(page).nth(1)).toContainText('#5041')
    await page.getByRole('button', { name: 'More actions for invoice #5041' }).click()
    await page.getByRole('menuitem', { name: 'Delete' }).click()
    const dialog = page.getByRole('dialog').filter({ hasText: 'Delete invoice?' })
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByText('40 invoices')).toBeVisible()
    await expect(rows(page).nth(1)).toContainText('#5040')
  })

  test('fits a 390 px screen: the table scrolls inside its card', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    // Each page is measured once its data is in, so no request is cut short by the next visit.
    const pages = [
      { path: '/apps/invoice/list', ready: rows(page).nth(10) },
      { path: '/apps/invoice/preview/5001', ready: page.getByRole('heading', { name: 'Invoice #5001' }) },
      { path: '/apps/invoice/add', ready: page.getByRole('option', { name: /Ingrid Solberg/ }) }
    ]
    for (const { path, ready } of pages) {
      await page.goto(path)
      await expect(ready).toBeAttached(firstLoad)
      const overflow = await horizontalOverflow(page)
      expect(overflow.culprits, path).toEqual([])
      expect(overflow.scrollWidth, path).toBeLessThanOrEqual(overflow.clientWidth)
    }
  })
})

test('exports every matching invoice to CSV, deletes two in one call and undoes it', async ({ page }) => {
  await signInAs(page, 'admin')
  await setPreferences(page, { skin: 'light', direction: 'ltr' })
  await page.goto('/apps/invoice/list')
  const table = page.getByRole('table', { name: 'Invoices' })
  await expect(table.getByRole('row')).toHaveCount(11)
  await table.getByRole('checkbox', { name: 'Select every row of this page' }).check()
  const bar = page.getByRole('group', { name: 'Selected rows' })
  await bar.getByRole('button', { name: 'Select all 41 matching' }).click()
  await expect(bar.getByRole('status')).toHaveText('41 selected')
  await bar.getByRole('button', { name: 'Actions' }).click()
  const download = page.waitForEvent('download')
  await page.getByRole('menuitem', { name: 'CSV' }).click()
  expect((await download).suggestedFilename()).toBe('invoices.csv')
  const lines = (await readFile((await (await download).path())!, 'utf8')).trim().split(/\r?\n/)
  expect(lines[0]).toContain('#,Status,Client,Total,Issued,Due,Balance')
  expect(lines).toHaveLength(42)
  await expect(page.getByText('41 rows exported.')).toBeVisible()
  await bar.getByRole('button', { name: 'Clear selection' }).click()
  await expect(bar).toHaveCount(0)

  for (const id of ['5041', '5040']) await table.getByRole('checkbox', { name: `Select #${id}` }).check()
  await bar.getByRole('button', { name: 'Actions' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page.getByRole('dialog', { name: 'Delete' }).getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('2 rows deleted.')).toBeVisible()
  await expect(page.getByText('39 invoices')).toBeVisible()
  // The pointer on the toast holds it open, as for a user, however long the scan takes on a busy machine.
  await page.getByRole('button', { name: 'Undo' }).hover()
  expect(await seriousA11yFindings(page)).toEqual([])
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByText('41 invoices')).toBeVisible()
  await expect(table.getByRole('link', { name: '#5041', exact: true })).toBeVisible()
})

test('the list loads the positioning library (Popper) when a tooltip or menu is first wanted', async ({
  page
}) => {
  const popper: string[] = []
  page.on('request', (request) => {
    if (/\/popperjs-core-[^/]*\.js$/.test(request.url())) popper.push(request.url())
  })
  await signInAs(page, 'admin')
  await openList(page)
  await page.waitForLoadState('networkidle')
  expect(popper).toEqual([])
  const firstStatus = rows(page).nth(1).getByRole('img').first()
  const status = (await firstStatus.getAttribute('aria-label')) ?? ''
  await firstStatus.hover()
  await expect(page.getByRole('tooltip', { name: status })).toBeVisible()
  expect(popper).toHaveLength(1)
  await page.mouse.move(0, 0)
  await expect(page.getByRole('tooltip')).toBeHidden()
  // From the keyboard, the menu opens with its first item focused.
  await page.getByRole('button', { name: 'More actions for invoice #5041' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menuitem').first()).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menuitem')).toHaveCount(0)
})
