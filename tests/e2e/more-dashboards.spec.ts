import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { inDirections } from './session'

// The first request loads the mock's seed module and the charts: give a busy machine time.
const firstLoad = { timeout: 15_000 }

const card = (page: Page, title: string) =>
  page.locator('.card').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) })

/** Picks another range on a card and waits for what it shows to change. */
async function switchRange(page: Page, title: string, shown: (target: Locator) => Promise<string>) {
  const target = card(page, title)
  await expect(target.getByRole('button', { name: 'Time range: Last 28 Days' })).toBeVisible(firstLoad)
  await expect(target.locator('[aria-busy]')).toHaveCount(0)
  const before = await shown(target)
  await target.getByRole('button', { name: 'Time range: Last 28 Days' }).click()
  await target.getByRole('menuitem', { name: 'Last Year' }).click()
  await expect(target.getByRole('button', { name: 'Time range: Last Year' })).toBeVisible()
  await expect(target.getByText('Last Year', { exact: true }).first()).toBeVisible()
  await expect.poll(() => shown(target)).not.toBe(before)
}

const figureTable = (target: Locator) => target.locator('figure table').first().innerText()

inDirections('dashboards by range', ['ltr'], () => {
  test('CRM: a range menu changes the deals won and lost and the sales overview', async ({ page }) => {
    await page.goto('/dashboard/crm')
    await expect(page.getByRole('heading', { level: 1, name: 'CRM Dashboard' })).toBeVisible(firstLoad)
    await switchRange(page, 'Deals won and lost', figureTable)
    await expect(card(page, 'Deals won and lost').locator('figure table tbody tr')).toHaveCount(12)
    await switchRange(page, 'Sales overview', (target) => target.locator('.card-body').innerText())
  })

  test('SaaS: a range menu changes the MRR movement, the trials and the countries', async ({ page }) => {
    await page.goto('/dashboard/saas')
    await expect(page.getByRole('heading', { level: 1, name: 'SaaS Dashboard' })).toBeVisible(firstLoad)
    await switchRange(page, 'MRR movement', figureTable)
    await expect(card(page, 'MRR movement').locator('figure table tbody tr')).toHaveCount(12)
    await switchRange(page, 'Trial conversion', (target) => target.locator('.legend-list').innerText())
    await switchRange(page, 'Revenue by country', (target) => target.locator('tbody').innerText())
  })

  test('Logistics: a range menu changes the delivery performance and the reasons for delay', async ({
    page
  }) => {
    await page.goto('/dashboard/logistics')
    await expect(page.getByRole('heading', { level: 1, name: 'Logistics Dashboard' })).toBeVisible(firstLoad)
    await switchRange(page, 'Delivery performance', figureTable)
    await expect(card(page, 'Delivery performance').locator('figure table tbody tr')).toHaveCount(12)
    await switchRange(page, 'Reasons for delay', (target) => target.locator('ul').innerText())
    await expect(
      page.getByRole('list', { name: 'Stops of vehicle NL-104' }).getByRole('listitem')
    ).toHaveCount(8)
  })

  test('Academy: a range menu changes the completion and the topics; a course opens, a lesson is marked done', async ({
    page
  }) => {
    await page.goto('/dashboard/academy')
    await expect(page.getByRole('heading', { level: 1, name: 'Academy Dashboard' })).toBeVisible(firstLoad)
    await switchRange(page, 'Course completion', figureTable)
    await expect(card(page, 'Course completion').locator('figure table tbody tr')).toHaveCount(12)
    await switchRange(page, 'Time per topic', figureTable)
    await card(page, 'Top courses').getByRole('link', { name: 'Reading data with SQL' }).click()
    await expect(page).toHaveURL(/\/dashboard\/academy\/course\/3$/)
    await expect(page.getByRole('heading', { level: 2, name: 'Reading data with SQL' })).toBeVisible()
    const progress = page.getByRole('progressbar', { name: /^Your progress/ })
    await expect(progress).toHaveAttribute('aria-valuenow', '20')
    await page.getByRole('button', { name: 'Mark as done' }).click()
    await expect(page.getByText('“Joins explained” is done.')).toBeVisible()
    await expect(progress).toHaveAttribute('aria-valuenow', '40')
    await page.getByRole('button', { name: 'Next lesson' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Grouping and totals' })).toBeVisible()
  })
})
