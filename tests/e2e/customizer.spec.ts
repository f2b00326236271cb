import type { Page } from '@playwright/test'
import { expect, seedLocalStorage, setPreferences, test } from './fixtures'
import { lightShellPage, signInAs } from './session'

async function openCustomizer(page: Page) {
  await page.getByRole('button', { name: 'Open theme customizer' }).click()
  const panel = page.getByRole('dialog').filter({ hasText: 'Theme Customizer' })
  await expect(panel).toBeVisible()
  return panel
}

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'admin')
})

const layout = (page: Page) => page.locator('.layout')
const sidebar = (page: Page) => page.locator('aside.main-menu')

test.describe('customizer', () => {
  test('skin, direction and collapsed menu persist across a reload; other settings do not', async ({
    page
  }) => {
    await page.goto(lightShellPage.path)
    await expect(page.getByRole('heading', { level: 1, name: lightShellPage.heading })).toBeVisible()
    const html = page.locator('html')
    await expect(html).toHaveAttribute('data-bs-theme', 'light')
    await expect(html).toHaveAttribute('dir', 'ltr')
    await expect(layout(page)).not.toHaveClass(/\bmenu-collapsed\b/)
    await expect(layout(page)).toHaveClass(/\bnavbar-floating\b/)

    const panel = await openCustomizer(page)
    await panel
      .getByRole('group', { name: 'Skin' })
      .getByRole('button', { name: 'Dark', exact: true })
      .click()
    await expect(html).toHaveAttribute('data-bs-theme', 'dark')
    await panel.getByRole('switch', { name: 'Right to left (RTL)' }).check()
    await expect(html).toHaveAttribute('dir', 'rtl')
    await panel.getByRole('switch', { name: 'Menu collapsed' }).check()
    await expect(layout(page)).toHaveClass(/\bmenu-collapsed\b/)
    await panel.getByRole('group', { name: 'Navbar type' }).getByRole('radio', { name: 'Sticky' }).check()
    await expect(layout(page)).toHaveClass(/\bnavbar-sticky\b/)
    await panel
      .getByRole('group', { name: 'Content width' })
      .getByRole('radio', { name: 'Full width' })
      .check()
    await expect(layout(page)).toHaveClass(/\bcontent-full\b/)

    await expect
      .poll(() =>
        page.evaluate(() => [
          localStorage.getItem('skin'),
          localStorage.getItem('direction'),
          localStorage.getItem('menuCollapsed')
        ])
      )
      .toEqual(['"dark"', '"rtl"', 'true'])

    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: lightShellPage.heading })).toBeVisible()
    await expect(html).toHaveAttribute('data-bs-theme', 'dark')
    await expect(html).toHaveAttribute('dir', 'rtl')
    await expect(layout(page)).toHaveClass(/\bmenu-collapsed\b/)
    await expect(layout(page)).toHaveClass(/\bnavbar-floating\b/)
    await expect(layout(page)).toHaveClass(/\bcontent-boxed\b/)

    const reopened = await openCustomizer(page)
    await expect(
      reopened.getByRole('group', { name: 'Skin' }).getByRole('button', { name: 'Dark', exact: true })
    ).toHaveAttribute('aria-pressed', 'true')
    await expect(reopened.getByRole('switch', { name: 'Right to left (RTL)' })).toBeChecked()
    await expect(reopened.getByRole('switch', { name: 'Menu collapsed' })).toBeChecked()
    await expect(
      reopened.getByRole('group', { name: 'Navbar type' }).getByRole('radio', { name: 'Floating' })
    ).toBeChecked()
  })

  test('the customizer is a dialog named by its title', async ({ page }) => {
    await page.goto(lightShellPage.path)
    await page.getByRole('button', { name: 'Open theme customizer' }).click()
    await expect(page.getByRole('dialog', { name: 'Theme Customizer' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Open theme customizer' })).toHaveAttribute(
      'aria-expanded',
      'true'
    )
  })

  test('the pre-paint script applies stored preferences before the app renders', async ({ page, errors }) => {
    await setPreferences(page, { skin: 'dark', direction: 'rtl' })
    // Block the app bundle: only index.html's inline script can set the attributes.
    const appScripts = /\/assets\/.*\.js$/
    errors.expectFailedRequest(appScripts)
    await page.route(appScripts, (route) => route.abort('blockedbyclient'))
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  })

  test('corrupt stored values load the defaults without an error', async ({ page }) => {
    await seedLocalStorage(page, { skin: '{broken', direction: 'sideways', menuCollapsed: 'maybe' })
    await page.goto(lightShellPage.path)
    await expect(page.getByRole('heading', { level: 1, name: lightShellPage.heading })).toBeVisible()
    const html = page.locator('html')
    await expect(html).toHaveAttribute('data-bs-theme', 'light')
    await expect(html).toHaveAttribute('data-skin', 'light')
    await expect(html).toHaveAttribute('dir', 'ltr')
    await expect(layout(page)).not.toHaveClass(/\bmenu-collapsed\b/)
    await expect
      .poll(() =>
        page.evaluate(() => [
          localStorage.getItem('skin'),
          localStorage.getItem('direction'),
          localStorage.getItem('menuCollapsed')
        ])
      )
      .toEqual(['"system"', '"ltr"', 'false'])
  })

  test('the system skin follows the operating system live, until a skin is chosen', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto(lightShellPage.path)
    await expect(page.getByRole('heading', { level: 1, name: lightShellPage.heading })).toBeVisible()
    const html = page.locator('html')
    await expect(html).toHaveAttribute('data-bs-theme', 'dark')
    await page.emulateMedia({ colorScheme: 'light' })
    await expect(html).toHaveAttribute('data-bs-theme', 'light')
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect(html).toHaveAttribute('data-bs-theme', 'dark')
    await page.getByRole('button', { name: 'Switch to light skin' }).click()
    await expect(html).toHaveAttribute('data-bs-theme', 'light')
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: lightShellPage.heading })).toBeVisible()
    await expect(html).toHaveAttribute('data-bs-theme', 'light')
    expect(await page.evaluate(() => localStorage.getItem('skin'))).toBe('"light"')
  })
})

test.describe('route meta', () => {
  test('/page-layout/collapse-menu collapses the menu without changing the stored preference', async ({
    page
  }) => {
    await setPreferences(page, { menuCollapsed: false })
    await page.goto('/page-layout/collapse-menu')
    await expect(page.getByRole('heading', { level: 1, name: 'Collapsed Menu' })).toBeVisible()
    await expect(layout(page)).toHaveClass(/\bmenu-collapsed\b/)

    const panel = await openCustomizer(page)
    await expect(panel.getByRole('switch', { name: 'Menu collapsed' })).toBeDisabled()
    await expect(panel.getByText('This page fixes this setting in its route meta.')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()

    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Home', exact: true })
      .click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1, name: 'eCommerce Dashboard' })).toBeVisible()
    await expect(layout(page)).not.toHaveClass(/\bmenu-collapsed\b/)
    expect(await page.evaluate(() => localStorage.getItem('menuCollapsed'))).toBe('false')
  })

  test('/page-layout/without-menu has no sidebar at 1440 px', async ({ page }) => {
    await page.goto('/page-layout/without-menu')
    await expect(page.getByRole('heading', { level: 1, name: 'Without Menu' })).toBeVisible()
    await expect(layout(page)).toHaveClass(/\bmenu-hidden\b/)
    await expect(sidebar(page)).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0)

    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Home', exact: true })
      .click()
    await expect(sidebar(page)).toBeVisible()
  })
})

test.describe('menus', () => {
  test('the horizontal layout shows a top menu whose dropdowns open and navigate', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: 'eCommerce Dashboard' })).toBeVisible()
    const panel = await openCustomizer(page)
    await panel.getByRole('group', { name: 'Menu layout' }).getByRole('radio', { name: 'Horizontal' }).check()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()

    await expect(layout(page)).toHaveClass(/\blayout-horizontal\b/)
    await expect(sidebar(page)).toHaveCount(0)
    const topMenu = page.locator('nav.horizontal-menu-wrapper')
    await expect(topMenu).toBeVisible()

    const pages = topMenu.getByRole('button', { name: 'Pages' })
    await pages.hover()
    await expect(pages).toHaveAttribute('aria-expanded', 'true')
    const layouts = topMenu.getByRole('button', { name: 'Page Layouts' })
    await layouts.hover()
    await expect(layouts).toHaveAttribute('aria-expanded', 'true')
    await topMenu.getByRole('link', { name: 'Boxed Layout' }).click()

    await expect(page).toHaveURL(/\/page-layout\/layout-boxed$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Boxed Layout' })).toBeVisible()
    await expect(topMenu.getByRole('link', { name: 'Boxed Layout' })).toHaveCount(0)
    await expect(pages).toHaveAttribute('aria-expanded', 'false')

    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Boxed Layout' })).toBeVisible()
    await expect(layout(page)).toHaveClass(/\blayout-horizontal\b/)
    await expect(topMenu).toBeVisible()
  })

  test('a top-menu dropdown opens from the keyboard and closes on Escape', async ({ page }) => {
    await page.goto('/')
    const panel = await openCustomizer(page)
    await panel.getByRole('group', { name: 'Menu layout' }).getByRole('radio', { name: 'Horizontal' }).check()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    // Closing the panel gives focus back to the gear when its transition ends; wait so it does not steal focus.
    await expect(page.getByRole('button', { name: 'Open theme customizer' })).toBeFocused()

    const topMenu = page.locator('nav.horizontal-menu-wrapper')
    const pages = topMenu.getByRole('button', { name: 'Pages' })
    await pages.focus()
    await page.keyboard.press('Enter')
    await expect(pages).toHaveAttribute('aria-expanded', 'true')
    await expect(topMenu.getByRole('button', { name: 'Miscellaneous' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(pages).toHaveAttribute('aria-expanded', 'false')
  })

  test.describe('at 390 px', () => {
    test.use({ viewport: { width: 390, height: 844 } })

    test('the navbar menu button opens the overlay menu and Escape closes it', async ({ page }) => {
      await page.goto('/')
      await expect(page.getByRole('heading', { level: 1, name: 'eCommerce Dashboard' })).toBeVisible()
      const menu = sidebar(page)
      await expect(menu).not.toBeInViewport()

      await page.getByRole('button', { name: 'Open menu' }).click()
      await expect(layout(page)).toHaveClass(/\bmenu-open\b/)
      await expect(menu).toBeInViewport()
      await expect(menu.getByRole('link', { name: 'eCommerce', exact: true })).toBeVisible()

      await page.keyboard.press('Escape')
      await expect(layout(page)).not.toHaveClass(/\bmenu-open\b/)
      await expect(menu).not.toBeInViewport()

      await page.getByRole('button', { name: 'Open menu' }).click()
      await expect(menu).toBeInViewport()
      await menu.getByRole('button', { name: 'Page Layouts' }).click()
      await menu.getByRole('link', { name: 'Layout Empty' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Layout Empty' })).toBeVisible()
      await expect(layout(page)).not.toHaveClass(/\bmenu-open\b/)
      await expect(menu).not.toBeInViewport()
    })

    test('the overlay menu opens on /page-layout/without-menu too', async ({ page }) => {
      await page.goto('/page-layout/without-menu')
      await page.getByRole('button', { name: 'Open menu' }).click()
      await expect(sidebar(page)).toBeInViewport()
      await page.getByRole('button', { name: 'Close menu' }).first().click()
      await expect(sidebar(page)).not.toBeInViewport()
    })
  })
})

test('the language dropdown switches the interface to French', async ({ page }) => {
  await page.goto('/')
  const menu = sidebar(page)
  await expect(menu.getByRole('link', { name: 'eCommerce', exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'Language: English' }).click()
  await page.getByRole('menuitem', { name: /Français/ }).click()

  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(menu.getByRole('link', { name: 'Analytique', exact: true })).toBeVisible()
  await expect(menu.getByText('Mises en page')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord eCommerce' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Ouvrir le personnalisateur de thème' })).toBeVisible()
})
