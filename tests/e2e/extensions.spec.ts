import type { Page } from '@playwright/test'
import { expect, setPreferences, test } from './fixtures'
import { signInAs } from './session'

/** The crawl opens every extension page in both skins and directions with axe; these check one interaction each. */

const card = (page: Page, title: string) =>
  page.getByRole('main').getByRole('region', { name: title, exact: true })

test.beforeEach(async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await signInAs(page, 'admin')
  await setPreferences(page, { skin: 'light', direction: 'ltr' })
})

test('extensions: a promise toast turns from loading to done', async ({ page }) => {
  await page.goto('/extensions/toastr')
  await card(page, 'Promise').getByRole('button', { name: 'Save the report' }).click()
  await expect(page.getByText('Report saved.')).toBeVisible()
})

test('extensions: a field is copied to the clipboard', async ({ page }) => {
  await page.goto('/extensions/clipboard')
  await card(page, 'From a field').getByRole('button', { name: 'Copy' }).click()
  await expect(page.getByText('Copied to the clipboard.')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'https://nordlight.example/invite/7QK2'
  )
})

test('extensions: a rating changes by the arrow keys', async ({ page }) => {
  await page.goto('/extensions/ratings')
  const basic = card(page, 'Basic')
  await basic.getByRole('radio', { name: '3 stars' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(basic.getByRole('radio', { name: '4 stars' })).toBeChecked()
  await expect(basic.getByText('4 out of 5')).toBeVisible()
})

test('extensions: the pager moves through a list', async ({ page }) => {
  await page.goto('/extensions/pagination')
  const list = card(page, 'Data list')
  await list.getByRole('button', { name: 'Page 6' }).click()
  await expect(list.getByText('Order #5021')).toBeVisible()
  await expect(list.getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page')
})

test('extensions: plurals follow the number', async ({ page }) => {
  await page.goto('/extensions/i18n')
  const plurals = card(page, 'Plurals')
  await plurals.getByRole('spinbutton', { name: 'Number of files' }).fill('7')
  await expect(plurals.getByText('7 files selected.')).toBeVisible()
})

test('extensions: a list reorders by keyboard', async ({ page }) => {
  await page.goto('/extensions/drag-and-drop')
  const list = card(page, 'Sortable list').getByRole('list', { name: 'Launch plan' })
  await expect(list.getByRole('listitem').first()).toHaveText('Write the brief')
  const said = page.getByRole('status').filter({ hasText: 'Write the brief' })
  await list.getByRole('button', { name: 'Write the brief' }).focus()
  await page.keyboard.press('Space')
  // Announced on pick-up, then replaced by where it is over.
  await expect(said).toContainText(/Picked up Write the brief|is over position 1/)
  await page.keyboard.press('ArrowDown')
  await expect(said).toContainText('is over position 2')
  await page.keyboard.press('Space')
  await expect(said).toContainText('dropped at position 2')
  await expect(list.getByRole('listitem').first()).toHaveText('Draw the sketches')
  await expect(list.getByRole('listitem').nth(1)).toHaveText('Write the brief')
})

test('extensions: a context menu opens by right-click and its action is toasted', async ({ page }) => {
  await page.goto('/extensions/context-menu')
  await card(page, 'On a list').getByRole('button', { name: 'Minutes.docx' }).click({ button: 'right' })
  const menu = page.getByRole('menu', { name: 'File Minutes.docx' })
  await menu.getByRole('menuitem', { name: 'Share' }).click()
  await page.getByRole('menu', { name: 'Share' }).getByRole('menuitem', { name: 'By email' }).click()
  await expect(page.getByText('By email: Minutes.docx')).toBeVisible()
  await expect(menu).toBeHidden()
})

test('extensions: the tour advances by keyboard and can be skipped', async ({ page }) => {
  await page.goto('/extensions/tour')
  const guided = card(page, 'Guided tour')
  await guided.getByRole('button', { name: 'Start the tour' }).click()
  const first = page.getByRole('dialog', { name: 'This page' })
  await expect(first).toBeVisible()
  // driver.js shows a step's popover halfway through its move and ignores keys until the move ends.
  await expect(async () => {
    if (await first.isVisible()) await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('dialog', { name: 'Start again' })).toBeVisible({ timeout: 2_000 })
  }).toPass()
  await expect(guided.getByText('On step 2 of 4.')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(guided.getByText('Tour skipped.')).toBeVisible()
})

test('extensions: a slider moves by keyboard', async ({ page }) => {
  await page.goto('/extensions/slider')
  const basic = card(page, 'Basic')
  await basic.getByRole('slider', { name: 'Volume' }).focus()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(basic.getByText('Volume: 42%')).toBeVisible()
})

test.describe('media extensions', () => {
  test('extensions: a carousel moves by its button and by the arrow keys', async ({ page }) => {
    await page.goto('/extensions/swiper')
    const carousel = card(page, 'Navigation').getByRole('region', { name: 'Photos (Navigation)' })
    const active = carousel.locator('.swiper-slide-active')
    await expect(active).toHaveAttribute('aria-label', '1 of 4')
    await carousel.getByRole('button', { name: 'Next slide' }).click()
    await expect(active).toHaveAttribute('aria-label', '2 of 4')
    await carousel.focus()
    await page.keyboard.press('ArrowRight')
    await expect(active).toHaveAttribute('aria-label', '3 of 4')
  })

  test('extensions: the player plays a second of the video', async ({ page }) => {
    await page.goto('/extensions/player')
    const video = card(page, 'Video')
    await video.getByRole('button', { name: 'Play' }).click()
    await expect(video.getByRole('button', { name: 'Pause' })).toBeVisible()
    await expect
      .poll(() => video.locator('video').evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeGreaterThan(1)
    await expect(video.getByRole('slider', { name: 'Seek' })).not.toHaveValue('0')
  })
})

test.describe('sweet alert', () => {
  test('extensions: a confirm alert opens by keyboard, confirms and shows the outcome', async ({ page }) => {
    await page.goto('/extensions/sweet-alert')
    await card(page, 'Confirm').getByRole('button', { name: 'Delete the file' }).focus()
    await page.keyboard.press('Enter')
    const question = page.getByRole('alertdialog', { name: 'Delete Minutes.docx?' })
    await expect(question.getByRole('button', { name: 'Yes, delete it' })).toBeFocused()
    await page.keyboard.press('Enter')
    const outcome = page.getByRole('alertdialog', { name: 'Deleted' })
    await expect(outcome).toContainText('Minutes.docx is gone.')
    await expect(question).toBeHidden()
  })
})

test.describe('sheets', () => {
  test('extensions: an exported workbook is read back by the import page', async ({ page }, testInfo) => {
    await page.goto('/extensions/export')
    await card(page, 'Whole table').getByRole('button', { name: 'Export' }).click()
    const dialog = page.getByRole('dialog', { name: 'Export the table' })
    const download = page.waitForEvent('download')
    await dialog.getByRole('button', { name: 'Download' }).click()
    expect((await download).suggestedFilename()).toBe('timesheet.xlsx')
    const saved = testInfo.outputPath('timesheet.xlsx')
    await (await download).saveAs(saved)

    await page.goto('/extensions/import')
    const fromFile = card(page, 'From a file')
    await fromFile.locator('input[type=file]').setInputFiles(saved)
    await expect(fromFile.getByText('timesheet.xlsx: 13 rows.')).toBeVisible()
    await expect(fromFile.getByRole('table', { name: 'Imported rows' })).toContainText('Aiko Fujimoto')
  })
})
