import type { Page } from '@playwright/test'
import { expect, setPreferences, test } from './fixtures'
import { signInAs } from './session'

/** The mock lives in the page, so every test starts from the seed data. */

const entries = (page: Page) => page.getByRole('list', { name: 'Files and folders' })
const entry = (page: Page, name: string) => entries(page).getByRole('listitem').filter({ hasText: name })
const opener = (page: Page, name: string) => entry(page, name).locator('.file-entry-open')
const menu = async (page: Page, name: string, action: string) => {
  await page.getByRole('button', { name: `Actions for ${name}` }).click()
  await page.getByRole('menuitem', { name: action }).click()
}
const pixel =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='
// The first request loads the mock's seed module: give a busy machine time for it.
const firstLoad = { timeout: 15_000 }

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'admin')
  await setPreferences(page, { skin: 'light', direction: 'ltr' })
})

test('uploads two files, one refused with its reason, then previews the image', async ({ page }) => {
  await page.goto('/apps/file-manager')
  await expect(entry(page, 'Projects')).toBeVisible(firstLoad)
  const png = Buffer.from(pixel, 'base64')
  await page.getByLabel('Files to upload').setInputFiles([
    { name: 'Harbour.png', mimeType: 'image/png', buffer: png },
    { name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') }
  ])
  await expect(page.getByText('setup.exe was not uploaded: this type of file is not accepted.')).toBeVisible()
  await expect(page.getByLabel('Harbour.png uploaded')).toBeVisible()
  await expect(entry(page, 'Harbour.png')).toBeVisible()
  await expect(entry(page, 'setup.exe')).toHaveCount(0)

  await opener(page, 'Harbour.png').click()
  const preview = page.getByRole('complementary', { name: 'Harbour.png' })
  await expect(preview.getByRole('img', { name: 'Harbour.png' })).toBeVisible()

  await page.getByRole('button', { name: 'Media' }).first().click()
  await page.getByRole('button', { name: 'Photos' }).first().click()
  await opener(page, 'Office party.svg').click()
  await expect(page.getByRole('complementary', { name: 'Office party.svg' }).getByRole('img')).toBeVisible()
  await page.screenshot({ path: 'test-results/file-manager-preview.png' })
})

test('"Keep demo changes" keeps an uploaded file\'s content, and the customizer shows the space it takes', async ({
  page
}) => {
  await page.goto('/apps/file-manager')
  await expect(entry(page, 'Projects')).toBeVisible(firstLoad)
  const customizer = page.getByRole('dialog', { name: 'Theme Customizer' })
  await page.getByRole('button', { name: 'Open theme customizer' }).click()
  await customizer.getByRole('switch', { name: 'Keep demo changes' }).check()
  await expect(customizer).toContainText('Uploaded files: 0 B of 50 MB kept in this browser.')
  await customizer.getByRole('button', { name: 'Close' }).click()
  await page.getByLabel('Files to upload').setInputFiles([
    { name: 'Kept.png', mimeType: 'image/png', buffer: Buffer.from(pixel, 'base64') },
    { name: 'Kept.txt', mimeType: 'text/plain', buffer: Buffer.from('<b>Kept</b> as text') }
  ])
  await expect(page.getByLabel('Kept.txt uploaded')).toBeVisible()

  await page.reload()
  await opener(page, 'Kept.png').click(firstLoad)
  await expect(page.getByRole('complementary', { name: 'Kept.png' }).getByRole('img')).toBeVisible()
  await opener(page, 'Kept.txt').click()
  await expect(page.getByRole('region', { name: "The file's text" })).toHaveText('<b>Kept</b> as text')
  await page.getByRole('button', { name: 'Open theme customizer' }).click()
  await expect(customizer).toContainText('Uploaded files: 89 B of 50 MB kept in this browser.')
  await customizer.getByRole('switch', { name: 'Keep demo changes' }).uncheck()
  await expect(customizer).not.toContainText('Uploaded files')
})

test('renames, moves by drag and by the keyboard, trashes and restores', async ({ page }) => {
  await page.goto('/apps/file-manager')
  await expect(entry(page, 'Projects')).toBeVisible(firstLoad)

  await menu(page, 'Meeting notes.txt', 'Rename')
  const name = page.getByRole('textbox', { name: 'Name' })
  await name.fill('a/b')
  await page.getByRole('dialog').getByRole('button', { name: 'Rename' }).click()
  await expect(page.getByText('A name cannot hold / or \\, nor be . or ..')).toBeVisible()
  await name.fill('Standup notes.txt')
  await page.getByRole('dialog').getByRole('button', { name: 'Rename' }).click()
  await expect(entry(page, 'Standup notes.txt')).toBeVisible()

  await opener(page, 'Standup notes.txt').dragTo(opener(page, 'Finance'))
  await expect(entry(page, 'Standup notes.txt')).toHaveCount(0)
  await opener(page, 'Finance').click()
  await expect(entry(page, 'Standup notes.txt')).toBeVisible()

  await page.getByRole('button', { name: 'Actions for Standup notes.txt' }).focus()
  await page.keyboard.press('Enter')
  // The menu's items render as it opens: Enter still lands on the first, the arrows walk them.
  await expect(page.getByRole('menuitem', { name: 'Rename' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('menuitem', { name: 'Move', exact: true })).toBeFocused()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Move Standup notes.txt' })
  await dialog.getByRole('radio', { name: 'Marketing' }).focus()
  await page.keyboard.press('Space')
  await dialog.getByRole('button', { name: 'Move' }).focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(entry(page, 'Standup notes.txt')).toHaveCount(0)

  await page
    .getByRole('navigation', { name: 'Folder path' })
    .getByRole('button', { name: 'My files' })
    .click()
  await menu(page, 'Release notes.md', 'Move to the trash')
  await expect(entry(page, 'Release notes.md')).toHaveCount(0)
  await page.getByRole('button', { name: 'Trash' }).click()
  await menu(page, 'Release notes.md', 'Restore')
  await expect(entry(page, 'Release notes.md')).toHaveCount(0)
  await expect(page.getByText('Release notes.md restored.')).toBeVisible()
  await page.getByRole('button', { name: 'My files' }).first().click()
  await expect(page).toHaveURL(/\/apps\/file-manager$/)
  await expect(entry(page, 'Release notes.md')).toBeVisible()
  await page.screenshot({ path: 'test-results/file-manager-flows.png' })
})

test('shares a file with a team member as an editor', async ({ page }) => {
  await page.goto('/apps/file-manager')
  await expect(entry(page, 'Team handbook.pdf')).toBeVisible(firstLoad)
  await menu(page, 'Team handbook.pdf', 'Share')
  const dialog = page.getByRole('dialog', { name: 'Share Team handbook.pdf' })
  await dialog.getByRole('combobox', { name: 'Aiko Fujimoto' }).selectOption('editor')
  await dialog.getByRole('combobox', { name: 'Maya Goldberg' }).selectOption('')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  await opener(page, 'Team handbook.pdf').click()
  await expect(page.getByRole('complementary', { name: 'Team handbook.pdf' })).toContainText(
    'Felipe Ortega (can view), Aiko Fujimoto (can edit)'
  )
})

test('previews a video and a sound in the player, by keyboard', async ({ page }) => {
  await page.goto('/apps/file-manager?folderId=6')
  await opener(page, 'Onboarding demo.webm').click(firstLoad)
  const video = page.getByRole('group', { name: 'Onboarding demo.webm' })
  await video.getByRole('button', { name: 'Play' }).press('Enter')
  await expect(video.getByRole('button', { name: 'Pause' })).toBeVisible()
  await expect
    .poll(() => video.locator('video').evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0.5)
  await expect(video.getByRole('button', { name: 'Full screen' })).toBeVisible()

  await page.goto('/apps/file-manager?folderId=7')
  await opener(page, 'Jingle.wav').click(firstLoad)
  const sound = page.getByRole('group', { name: 'Jingle.wav' })
  await expect(sound.getByRole('slider', { name: 'Seek' })).toBeVisible()
  await expect(sound.getByRole('button', { name: 'Full screen' })).toHaveCount(0)
})
