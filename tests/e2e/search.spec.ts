import type { Page } from '@playwright/test'
import { expect, horizontalOverflow, setPreferences, test } from './fixtures'
import { signInAs } from './session'

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'admin')
})

const toolbar = (page: Page) => page.getByRole('navigation', { name: 'Toolbar' })
const navbarBookmarks = (page: Page) =>
  toolbar(page).getByRole('list', { name: 'Bookmarks' }).getByRole('link')
const searchDialog = (page: Page) => page.getByRole('dialog', { name: 'Search' })
const searchInput = (page: Page) =>
  searchDialog(page).getByRole('combobox', { name: 'Search pages, files and contacts' })

// A first load brings the dashboard's charts and the navbar's lazy parts: give a busy machine time.
const firstLoad = { timeout: 15_000 }

async function openHome(page: Page) {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'eCommerce Dashboard' })).toBeVisible(firstLoad)
  await expect(toolbar(page).getByRole('button', { name: /^\u2066?Search \(/ })).toBeVisible(firstLoad)
}

test('finds a page, bookmarks it and opens it, all from the keyboard', async ({ page }) => {
  await openHome(page)
  await expect(navbarBookmarks(page)).toHaveText(['', '', '', ''])
  await expect(navbarBookmarks(page).first()).toHaveAccessibleName('Invoices')
  await expect(navbarBookmarks(page).last()).toHaveAccessibleName('Boxed Layout')

  await page.keyboard.press('ControlOrMeta+k')
  await expect(searchInput(page)).toBeFocused()
  await page.keyboard.type('menu')
  const results = searchDialog(page).getByRole('listbox', { name: 'Search results' })
  await expect(results.getByRole('group', { name: 'Pages' }).getByRole('option')).toHaveText([
    'Collapsed Menu',
    'Without Menu',
    'Context Menu'
  ])
  await expect(results.getByRole('option', { name: 'Collapsed Menu' })).toHaveAttribute(
    'aria-selected',
    'true'
  )
  await page.keyboard.press('ArrowDown')
  await expect(results.getByRole('option', { name: 'Without Menu' })).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowUp')
  await expect(results.getByRole('option', { name: 'Collapsed Menu' })).toHaveAttribute(
    'aria-selected',
    'true'
  )

  // Pages keep their order, so Boxed Layout moves to the dropdown.
  await page.keyboard.press('ControlOrMeta+b')
  await expect(results.getByRole('option', { name: 'Collapsed Menu' })).toHaveAccessibleDescription(
    'Bookmarked'
  )
  await expect(navbarBookmarks(page)).toHaveCount(4)
  await expect(navbarBookmarks(page).last()).toHaveAccessibleName('Collapsed Menu')
  await expect(navbarBookmarks(page).last()).toHaveAttribute('href', '/page-layout/collapse-menu')

  await page.keyboard.press('Escape')
  await expect(searchDialog(page)).toBeHidden()
  await expect(toolbar(page).getByRole('button', { name: /^\u2066?Search \(/ })).toBeFocused()

  await page.keyboard.press('ControlOrMeta+k')
  await expect(searchInput(page)).toBeFocused()
  await page.keyboard.type('coming')
  await expect(searchDialog(page).getByRole('option', { name: 'Coming Soon' })).toHaveAttribute(
    'aria-selected',
    'true'
  )
  await page.keyboard.press('ArrowDown') // a single result: the highlight stays on it
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/misc\/coming-soon$/)
  await expect(searchDialog(page)).toBeHidden()
})

test('unstars a bookmark from the dropdown with the keyboard', async ({ page }) => {
  await openHome(page)
  const toggle = toolbar(page).getByRole('button', { name: 'Show bookmarks' })
  await toggle.click()
  const panel = page.getByRole('dialog', { name: 'Bookmarks' })
  const finder = panel.getByRole('searchbox', { name: 'Find a page to bookmark' })
  await expect(finder).toBeFocused()
  await page.keyboard.type('boxed')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(panel.getByRole('button', { name: 'Bookmark Boxed Layout' })).toBeFocused()
  await page.keyboard.press('Space')
  await expect(panel.getByRole('button', { name: 'Bookmark Boxed Layout' })).toHaveAttribute(
    'aria-pressed',
    'false'
  )
  await expect(navbarBookmarks(page)).toHaveCount(3)
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(toggle).toBeFocused()
})

test.describe('at 390 px, dark and right to left', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('keeps the bookmarks in the dropdown and never overflows', async ({ page }) => {
    await setPreferences(page, { skin: 'dark', direction: 'rtl' })
    await openHome(page)
    await expect(toolbar(page).getByRole('list', { name: 'Bookmarks' })).toBeHidden()
    expect((await horizontalOverflow(page)).culprits).toEqual([])

    await toolbar(page).getByRole('button', { name: 'Show bookmarks' }).click()
    const panel = page.getByRole('dialog', { name: 'Bookmarks' })
    await expect(panel.getByRole('link', { name: 'Invoices' })).toBeVisible()
    expect((await horizontalOverflow(page)).culprits).toEqual([])
    await page.keyboard.press('Escape')

    await toolbar(page)
      .getByRole('button', { name: /^\u2066?Search \(/ })
      .click()
    await page.keyboard.type('invoice')
    await expect(searchDialog(page).getByRole('group', { name: 'Pages' }).getByRole('option')).toHaveCount(4)
    await expect(searchDialog(page).getByRole('group', { name: 'Create' }).getByRole('option')).toHaveText([
      'Create an invoice'
    ])
    expect((await horizontalOverflow(page)).culprits).toEqual([])
  })
})
