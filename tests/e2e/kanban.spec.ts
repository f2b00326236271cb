import type { Locator, Page } from '@playwright/test'
import { seriousA11yFindings } from './axe'
import { expect, horizontalOverflow, phrase, setPreferences, test } from './fixtures'
import { inDirections, signInAs } from './session'

/** The mock lives in the page, so every test starts from the seed. */

const board = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true })
const cards = (scope: Locator) => scope.locator('.kanban-card')
const card = (page: Page, title: string) => page.getByRole('button', { name: new RegExp(title) })
// The first request loads the mock's seed module: give a busy machine time for it.
const firstLoad = { timeout: 15_000 }

async function openKanban(page: Page) {
  await page.goto('/apps/kanban')
  await expect(cards(board(page, 'TODO'))).toHaveCount(2, firstLoad)
}

/** Small steps to pass the sensor's threshold. */
async function drag(page: Page, from: Locator, to: Locator) {
  const start = (await from.boundingBox())!
  const end = (await to.boundingBox())!
  await page.mouse.move(start.x + start.width / 2, start.y + 20)
  await page.mouse.down()
  await page.mouse.move(start.x + start.width / 2 + 10, start.y + 30, { steps: 4 })
  await page.mouse.move(end.x + end.width / 2, end.y + 10, { steps: 12 })
  await page.mouse.move(end.x + end.width / 2, end.y + 5, { steps: 3 })
  await page.mouse.up()
}

inDirections('kanban', ['ltr', 'rtl'], () => {
  test('drags a card to another board with the mouse, and moves one by keyboard', async ({ page }) => {
    await openKanban(page)
    await drag(page, card(page, 'Sketch the onboarding checklist'), card(page, 'Interview five customers'))
    await expect(cards(board(page, 'Done'))).toHaveCount(3)
    await expect(cards(board(page, 'Done')).first()).toContainText('Sketch the onboarding checklist')
    await expect(board(page, 'TODO').getByText(phrase('1 task'))).toBeVisible()

    // Each key waits for dnd-kit's announcement of the last one: an early key is lost on a busy machine.
    const announcement = page.locator('[id^="DndLiveRegion"]')
    await card(page, 'Fix the date picker').focus()
    await page.keyboard.press('Space')
    await expect(announcement).toContainText(
      'Fix the date picker in right-to-left mode is in In Progress, position 1 of 2'
    )
    await page.keyboard.press('ArrowDown')
    await expect(announcement).toContainText('position 2 of 2')
    await page.keyboard.press('Space')
    await expect(announcement).toContainText('was dropped in In Progress')
    await expect(cards(board(page, 'In Progress')).first()).toContainText('Cache the exchange rates')
    await expect(cards(board(page, 'In Progress')).last()).toContainText('Fix the date picker')
  })
})

test.describe('kanban', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, 'admin')
    await setPreferences(page, { skin: 'light', direction: 'ltr' })
  })

  test('edits a task in its panel, comments on it and deletes it', async ({ page }) => {
    test.slow()
    await openKanban(page)
    await card(page, 'Write the release notes').click()
    const panel = page.getByRole('dialog', { name: 'Edit task' })
    await expect(panel.getByLabel('Title')).toHaveValue('Write the release notes for 2.4')
    expect(await seriousA11yFindings(page), 'axe on the open panel').toEqual([])
    await panel.getByLabel('Title').fill('Write the release notes for 2.5')
    await panel.getByLabel('Labels').click()
    await page.getByRole('option', { name: 'Frontend' }).click()
    await panel.getByLabel('Assigned to').click()
    await page.getByRole('option', { name: 'Felipe Ortega' }).click()
    await panel.getByRole('radio', { name: 'Cover 2' }).check({ force: true })
    await panel
      .getByLabel('Add files')
      .setInputFiles({ name: 'changelog.txt', mimeType: 'text/plain', buffer: Buffer.from('2.5') })
    await expect(panel.getByText('changelog.txt')).toBeVisible()
    await panel.getByRole('textbox', { name: 'Write a comment' }).fill('Ready for review.')
    await panel.getByRole('button', { name: 'Comment' }).click()
    await expect(panel.getByText('Ready for review.')).toBeVisible()
    await panel.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('“Write the release notes for 2.5” was saved.')).toBeVisible()
    await expect(panel).toBeHidden()

    const saved = card(page, 'Write the release notes for 2.5')
    await expect(saved).toContainText('Frontend')
    await expect(saved.locator('img.kanban-card-cover')).toHaveAttribute('src', /cover-fjord/)
    await expect(saved.getByText('2 comments')).toBeAttached()
    await expect(saved.getByText('1 attachment')).toBeAttached()

    await saved.press('Enter')
    await panel.getByRole('button', { name: 'Delete', exact: true }).click()
    await page
      .getByRole('dialog', { name: 'Delete this task?' })
      .getByRole('button', { name: 'Delete' })
      .click()
    await expect(page.getByText('“Write the release notes for 2.5” was deleted.')).toBeVisible()
    await expect(cards(board(page, 'TODO'))).toHaveCount(1)
  })
})

test('on a phone the boards scroll sideways inside the page; the panel is axe-clean in the dark skin', async ({
  page
}) => {
  await signInAs(page, 'admin')
  await setPreferences(page, { skin: 'dark', direction: 'rtl' })
  await page.setViewportSize({ width: 390, height: 844 })
  await openKanban(page)
  const scroller = page.getByRole('region', { name: 'Boards' })
  const { scrollWidth, clientWidth } = await scroller.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth
  }))
  expect(scrollWidth).toBeGreaterThan(clientWidth)
  const overflow = await horizontalOverflow(page)
  expect(overflow.culprits, 'the page overflows horizontally').toEqual([])

  await card(page, 'Sketch the onboarding checklist').click()
  await expect(
    page.getByRole('dialog', { name: 'Edit task' }).getByText('Keep it to three steps')
  ).toBeVisible()
  expect(await seriousA11yFindings(page), 'axe on the open panel').toEqual([])
})
