import type { Page } from '@playwright/test'
import { seriousA11yFindings } from './axe'
import { expect, setPreferences, test } from './fixtures'
import { lightShellPage, signInAs } from './session'

const palette = (page: Page) => page.getByRole('dialog', { name: 'Search' })
const paletteInput = (page: Page) => palette(page).getByRole('combobox')

// A first load brings the navbar's lazy parts: give a busy machine time.
const firstLoad = { timeout: 15_000 }

/** Axe must read settled colours, not the palette's fade-in nor the skin's cross-fade. */
async function axeWhenSettled(page: Page) {
  // A modal fades in once it has its `show` class: until then no transition runs for axe's own wait to see.
  await expect(page.locator('.modal.fade:not(.show)')).toHaveCount(0)
  return seriousA11yFindings(page)
}

/** Opens the palette with the shortcut, types the query and runs the command it highlights with Enter. */
async function runCommand(page: Page, query: string, command: string) {
  await page.keyboard.press('ControlOrMeta+k')
  await expect(paletteInput(page)).toBeFocused()
  await page.keyboard.type(query)
  await expect(palette(page).getByRole('option', { name: command })).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
  await expect(palette(page)).toBeHidden()
}

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'admin')
  await setPreferences(page, { skin: 'light' })
})

test('runs three commands from the keyboard: dark skin, a new task, sign out; axe-clean light and dark', async ({
  page
}) => {
  // Three commands, three axe runs and two page loads: 26.5 s of a 30 s budget in one CI run, past it in the next.
  test.slow()
  await page.goto(lightShellPage.path)
  await expect(page.getByRole('heading', { level: 1, name: lightShellPage.heading })).toBeVisible(firstLoad)
  // The shortcut listens once the navbar's search has loaded.
  await expect(page.getByRole('button', { name: /^\u2066?Search \(/ })).toBeVisible(firstLoad)

  await page.keyboard.press('ControlOrMeta+k')
  await expect(palette(page).getByRole('group', { name: 'Appearance' })).toBeVisible(firstLoad)
  // The bookmarked pages with their stars, then the commands.
  await expect(palette(page).getByRole('group', { name: 'Bookmarked pages' })).toBeVisible()
  expect(await axeWhenSettled(page)).toEqual([])
  await page.keyboard.type('skin')
  await expect(palette(page).getByRole('option', { name: 'Switch to the dark skin' })).toBeVisible()
  expect(await axeWhenSettled(page)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(palette(page)).toBeHidden()

  await runCommand(page, 'dark', 'Switch to the dark skin')
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark')
  await page.keyboard.press('ControlOrMeta+k')
  await page.keyboard.type('skin')
  await expect(palette(page).getByRole('option', { name: 'Switch to the light skin' })).toBeVisible()
  expect(await axeWhenSettled(page)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(palette(page)).toBeHidden()

  await runCommand(page, 'add a task', 'Add a task')
  await expect(page).toHaveURL(/\/apps\/todo$/)
  const taskPanel = page.getByRole('dialog', { name: 'Add Task' })
  await expect(taskPanel.getByRole('textbox', { name: 'Title' })).toBeVisible(firstLoad)
  // The form keeps the focus: the palette gives focus back before it runs the command.
  await expect(page.locator('[role="dialog"]:focus, [role="dialog"] :focus')).toHaveCount(1)
  await taskPanel.getByRole('button', { name: 'Close' }).click()
  await expect(taskPanel).toBeHidden()

  await runCommand(page, 'log out', 'Sign out')
  await expect(page).toHaveURL(/\/login$/)
})

test('single keys: ? shows the sheet, D switches the skin, never from a text field, off in the customizer', async ({
  page
}) => {
  await page.goto(lightShellPage.path)
  await expect(page.getByRole('button', { name: /^\u2066?Search \(/ })).toBeVisible(firstLoad)
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' })

  await page.keyboard.press('?')
  await expect(sheet).toBeVisible()
  // Axe reads the colours once the modal's fade-in has started and ended.
  await expect(page.locator('.modal.show')).toBeVisible()
  await expect(sheet.getByRole('row')).toHaveCount(8)
  expect(await axeWhenSettled(page)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()

  await page.keyboard.press('d')
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark')

  await page.keyboard.press('ControlOrMeta+k')
  await expect(paletteInput(page)).toBeFocused()
  await page.keyboard.type('d?')
  await expect(paletteInput(page)).toHaveValue('d?')
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark')
  await page.keyboard.press('Escape')
  await expect(palette(page)).toBeHidden()

  await page.keyboard.press('c')
  const customizer = page.getByRole('dialog', { name: 'Theme Customizer' })
  await customizer.getByRole('switch', { name: 'Single-key shortcuts (?, D, C)' }).click()
  await customizer.getByRole('button', { name: 'Close' }).click()
  await expect(customizer).toBeHidden()
  await page.keyboard.press('?')
  await page.keyboard.press('d')
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark')
  await expect(sheet).toBeHidden()
  expect(await page.evaluate(() => localStorage.getItem('keyShortcuts'))).toBe('false')
})
