import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { inDirections, signInAs } from './session'

// The first request loads the mock's seed module and the charts: give a busy machine time.
const firstLoad = { timeout: 15_000 }

const card = (page: Page, title: string) =>
  page.locator('.card').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) })

const axisLabelColour = (page: Page) =>
  card(page, 'Revenue Report')
    .locator('.nl-chart text')
    .first()
    .evaluate((label) => getComputedStyle(label).fill || label.getAttribute('fill'))

inDirections('dashboards', ['rtl'], (direction) => {
  test('a skin switch recolours the charts without a reload', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: 'eCommerce Dashboard' })).toBeVisible(firstLoad)
    await expect(card(page, 'Revenue Report').locator('.nl-chart text').first()).toBeVisible(firstLoad)
    await expect(page.locator('html')).toHaveAttribute('dir', direction)
    const light = await axisLabelColour(page)
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true))

    await page.getByRole('button', { name: 'Open theme customizer' }).click()
    const panel = page.getByRole('dialog').filter({ hasText: 'Theme Customizer' })
    await panel
      .getByRole('group', { name: 'Skin' })
      .getByRole('button', { name: 'Dark', exact: true })
      .click()
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark')

    await expect.poll(() => axisLabelColour(page)).not.toBe(light)
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true)
  })

  test('a time-range menu changes what a card shows', async ({ page }) => {
    await page.goto('/dashboard/analytics')
    const tracker = card(page, 'Support Tracker')
    await expect(tracker.getByText('164', { exact: true })).toBeVisible(firstLoad)
    await tracker.getByRole('button', { name: 'Time range: Last 28 Days' }).click()
    await tracker.getByRole('menuitem', { name: 'Last Year' }).click()
    await expect(tracker.getByText('2,318', { exact: true })).toBeVisible()
    await expect(tracker.getByText('Last Year').first()).toBeVisible()
  })
})

test('pointing at a month of the revenue report shows its values, and leaving hides them', async ({
  page
}) => {
  await signInAs(page, 'admin')
  await page.goto('/')
  const report = card(page, 'Revenue Report')
  const plot = report.locator('.nl-chart svg').first()
  await expect(plot).toBeVisible(firstLoad)
  const box = (await plot.boundingBox())!
  await page.mouse.move(box.x + box.width - 20, box.y + box.height / 2)
  const tooltip = report.locator('.nl-chart-tooltip')
  await expect(tooltip).toContainText('Dec')
  await expect(tooltip).toContainText('Earning:')
  await page.mouse.move(0, 0)
  await expect(tooltip).toHaveCount(0)
})

test('the Apex date range narrows the daily orders chart', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto('/charts/apex')
  const orders = card(page, 'Daily orders')
  await expect(orders.getByText('30 days')).toBeVisible(firstLoad)
  await orders.getByRole('button', { name: /^To/ }).click()
  await orders.getByRole('button', { name: /September 10th, 2026/ }).click()
  await expect(orders.getByText('10 days')).toBeVisible()
  await expect(orders.locator('figure table tbody tr')).toHaveCount(10)
})

test('pointing at a slice of the earnings donut reads it in the centre, and leaving brings the first back', async ({
  page
}) => {
  await signInAs(page, 'admin')
  await page.goto('/')
  const donut = card(page, 'Earnings').locator('.nl-chart svg')
  const centre = donut.locator('text')
  await expect(centre).toHaveText(/App\s*53%/, firstLoad)
  // Product, the last third of the turn, is at nine o'clock; the ring is the outer part of the square. A card that
  // moves under a resting pointer (the page still settling) leaves the slice: point again until it reads.
  await expect(async () => {
    const box = (await donut.boundingBox())!
    await donut.hover({ position: { x: box.width / 2 - box.height * 0.42, y: box.height / 2 } })
    await expect(centre).toHaveText(/Product\s*31%/, { timeout: 2_000 })
  }).toPass()
  await page.mouse.move(0, 0)
  await expect(centre).toHaveText(/App\s*53%/)
})
