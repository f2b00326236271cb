import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { lightShellPage, signInAs } from './session'

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto(lightShellPage.path)
  await expect(page.getByRole('heading', { level: 1, name: lightShellPage.heading })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Toolbar' }).getByRole('button', { name: /^\u2066?Search \(/ })
  ).toBeVisible()
})

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement)

async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(target)) return
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
  }
  await expect(target, `reached with ${backwards ? 'Shift+' : ''}Tab`).toBeFocused()
}

async function expectFocusRing(target: Locator) {
  await expect(target).toBeFocused()
  const ring = await target.evaluate((element) => {
    const style = getComputedStyle(element)
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1
    return outline || (style.boxShadow !== 'none' && style.boxShadow !== '')
  })
  expect(ring, 'visible focus ring').toBe(true)
}

async function tabAndCheck(page: Page, target: Locator, options?: { backwards?: boolean }) {
  await tabTo(page, target, options)
  await expectFocusRing(target)
}

test('skip link and main menu: open a group and a page with Enter', async ({ page }) => {
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await tabAndCheck(page, skip)
  const menu = page.getByRole('complementary', { name: 'Main menu' })
  const group = menu.getByRole('button', { name: 'Invoice' })
  await tabAndCheck(page, group)
  await page.keyboard.press('Enter')
  await expect(group).toHaveAttribute('aria-expanded', 'true')
  const list = menu.getByRole('link', { name: 'List' }).first()
  await tabAndCheck(page, list)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/apps\/invoice\/list$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible()
})

test('navbar: language dropdown, skin toggle, search, bookmarks and user menu', async ({ page }) => {
  // Dozens of Tab presses, each checked: slow on a busy machine.
  test.slow()
  const toolbar = page.getByRole('navigation', { name: 'Toolbar' })

  const language = toolbar.getByRole('button', { name: /^Language:/ })
  await tabAndCheck(page, language)
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('menu').filter({ has: page.getByRole('menuitem', { name: /Français/ }) })
  ).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menuitem', { name: /Français/ })).toBeHidden()
  await expect(language).toBeFocused()

  const skin = toolbar.getByRole('button', { name: 'Switch to dark skin' })
  await tabAndCheck(page, skin)
  await page.keyboard.press('Enter')
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark')
  await expect(toolbar.getByRole('button', { name: 'Switch to light skin' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'light')

  const search = toolbar.getByRole('button', { name: /^\u2066?Search \(/ })
  await tabAndCheck(page, search, { backwards: true })
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Search' })
  await expect(dialog.getByRole('combobox')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(search).toBeFocused()

  const bookmarks = toolbar.getByRole('button', { name: 'Show bookmarks' })
  await tabAndCheck(page, bookmarks)
  await page.keyboard.press('Enter')
  const panel = page.getByRole('dialog', { name: 'Bookmarks' })
  await expect(panel.getByRole('searchbox')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(bookmarks).toBeFocused()

  const account = toolbar.getByRole('button', { name: /^Account menu of / })
  await tabAndCheck(page, account)
  await page.keyboard.press('Enter')
  // Enter opens the menu on its first item.
  const profile = page.getByRole('menuitem', { name: 'Profile' })
  await expect(profile).toBeFocused()
  await expectFocusRing(profile)
  await page.keyboard.press('Escape')
  await expect(profile).toBeHidden()
  await expect(account).toBeFocused()
})

test('customizer: opens with Enter, is walked with Tab, closes with Escape', async ({ page }) => {
  test.slow()
  const gear = page.getByRole('button', { name: 'Open theme customizer' })
  await tabAndCheck(page, gear)
  await page.keyboard.press('Enter')
  const panel = page.getByRole('dialog').filter({ hasText: 'Theme Customizer' })
  await expect(panel).toBeVisible()
  const dark = panel.getByRole('group', { name: 'Skin' }).getByRole('button', { name: 'Dark', exact: true })
  await tabAndCheck(page, dark)
  await page.keyboard.press('Enter')
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark')
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(gear).toBeFocused()
})
