import type { Page } from '@playwright/test'
import { expect, seedLocalStorage, test, type Direction, type Skin } from './fixtures'
import { signInAs } from './session'
import { seriousA11yFindings } from './axe'

const title = 'Grouped on the server'

/** The big-data scenario (10,000 employees) with a skin and direction, stored once before the first page. */
async function openBig(page: Page, skin: Skin, direction: Direction, query = '') {
  await signInAs(page, 'admin')
  await seedLocalStorage(page, {
    demoScenarios: JSON.stringify({ failShare: 0, failFamily: '', offline: false, dataSize: 'big' }),
    skin: JSON.stringify(skin),
    direction: JSON.stringify(direction)
  })
  await page.goto(`/datatables/advance${query}`)
  const table = page.getByRole('table', { name: title })
  await expect(table.getByRole('row', { name: /^All rows/ })).toContainText('10,000')
  return table
}

test('groups 10,000 employees by office then position, by keyboard, drawing only the rows in view', async ({
  page
}) => {
  const table = await openBig(page, 'light', 'ltr')
  await page.getByLabel('Then by').selectOption({ label: 'Position' })
  await expect(page).toHaveURL(/then=post/)
  const office = table.getByRole('button', { name: 'Aarhus' })
  await office.focus()
  await page.keyboard.press('Enter')
  await expect(office).toHaveAttribute('aria-expanded', 'true')
  const leaf = table.locator('tbody tr').nth(1).getByRole('button')
  const count = Number(
    (await leaf.locator('xpath=ancestor::tr').locator('td').first().textContent())?.replace(/,/g, '')
  )
  expect(count).toBeGreaterThanOrEqual(100)
  await leaf.focus()
  await page.keyboard.press('Space')
  await expect(leaf).toHaveAttribute('aria-expanded', 'true')
  // More than 100 lines: only those in view (and a few around) are in the page.
  const drawn = await table.locator('tbody tr:not([aria-hidden])').count()
  expect(drawn).toBeGreaterThan(10)
  expect(drawn).toBeLessThan(count)
  await page
    .getByRole('region', { name: title })
    .last()
    .evaluate((element) => element.scrollTo({ top: 3000 }))
  await expect(office).toBeHidden()
  expect(await seriousA11yFindings(page)).toEqual([])
})

test('groups are ordered by average salary and paged, dark and right to left, axe-clean', async ({
  page
}) => {
  const table = await openBig(page, 'dark', 'rtl', '?by=city&then=status&groupSort=salary.avg&sort=desc')
  const groups = table.locator('tbody tr').getByRole('button')
  await expect(groups).toHaveCount(10)
  expect(await seriousA11yFindings(page)).toEqual([])
  await page.getByRole('link', { name: 'Next page' }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(groups).toHaveCount(7)
  await groups.first().click()
  await expect(groups.first()).toHaveAttribute('aria-expanded', 'true')
  await expect(groups.nth(7)).toBeVisible()
})
