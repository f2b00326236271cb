import type { Page } from '@playwright/test'
import { expect, horizontalOverflow, setPreferences, test } from './fixtures'
import { signInAs } from './session'
import { seriousA11yFindings } from './axe'

// The check box column's header has no text.
const headers = (page: Page) =>
  page.getByRole('table', { name: 'Users' }).getByRole('columnheader').filter({ hasText: /\S/ })

test.describe('column menu', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, 'admin')
  })

  test('a hidden column stays hidden after a reload', async ({ page }) => {
    await setPreferences(page, { skin: 'light', direction: 'ltr' })
    await page.goto('/apps/user/list')
    await expect(headers(page).filter({ hasText: 'Plan' })).toHaveCount(1)
    await page.getByRole('button', { name: 'Columns' }).click()
    await page.getByRole('checkbox', { name: 'Plan' }).uncheck()
    await expect(headers(page).filter({ hasText: 'Plan' })).toHaveCount(0)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('button', { name: 'Columns' })).toBeFocused()

    await page.reload()
    await expect(headers(page).first()).toContainText('User')
    await expect(headers(page).filter({ hasText: 'Plan' })).toHaveCount(0)
    await expect(headers(page).filter({ hasText: 'Billing' })).toHaveCount(1)
  })

  test('moves, sizes, pins and packs columns from the keyboard', async ({ page }) => {
    await setPreferences(page, { skin: 'light', direction: 'ltr' })
    await page.goto('/apps/user/list')
    await expect(headers(page).first()).toContainText('User')
    await page.getByRole('button', { name: 'Columns' }).focus()
    await page.keyboard.press('Enter')
    const moveDown = page.getByRole('button', { name: 'Move User down' })
    await moveDown.focus()
    await page.keyboard.press('Enter')
    await expect(headers(page).nth(0)).toContainText('Role')
    await expect(headers(page).nth(1)).toContainText('User')
    await expect(moveDown).toBeFocused()

    const role = page.locator('.rdt_TableCol[data-column-id="role"]')
    const before = (await role.boundingBox())?.width ?? 0
    await page.getByRole('button', { name: 'Make Role wider' }).press('Enter')
    await expect.poll(async () => (await role.boundingBox())?.width ?? 0).toBeGreaterThan(before)

    await page.getByRole('switch', { name: 'Pin the first column' }).check()
    await expect(role).toHaveCSS('position', 'sticky')
    const row = page.getByRole('table', { name: 'Users' }).getByRole('row').nth(1)
    const comfortable = (await row.boundingBox())?.height ?? 0
    await page.getByRole('radio', { name: 'Compact' }).check()
    await expect.poll(async () => (await row.boundingBox())?.height ?? 0).toBeLessThan(comfortable)
    await page.screenshot({ path: 'test-results/list-columns-menu.png' })
    expect(await seriousA11yFindings(page)).toEqual([])
  })

  test('fits a phone and a right-to-left page', async ({ page }) => {
    await setPreferences(page, { skin: 'dark', direction: 'rtl' })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/apps/user/list')
    await page.getByRole('button', { name: 'Columns' }).click()
    await expect(page.getByRole('checkbox', { name: 'Plan' })).toBeVisible()
    expect((await horizontalOverflow(page)).culprits).toEqual([])
    await page.screenshot({ path: 'test-results/list-columns-phone-rtl.png' })
    expect(await seriousA11yFindings(page)).toEqual([])
  })
})
