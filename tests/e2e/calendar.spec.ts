import type { Page } from '@playwright/test'
import { expect, setPreferences, test } from './fixtures'
import { inDirections, signInAs } from './session'

/** A page load re-seeds the in-browser mock, so each test starts from fresh data. */

const event = (page: Page, title: string) => page.getByRole('button', { name: new RegExp(title) })
// The first request loads the mock's seed module and FullCalendar: give a busy machine time for it.
const firstLoad = { timeout: 15_000 }

function dayCell(page: Page, day: number) {
  const now = new Date()
  const date = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`
  return page.locator(`[data-date="${date}"]`)
}

async function open(page: Page, path = '/apps/calendar') {
  await page.goto(path)
  await expect(event(page, 'Dentist check-up')).toBeVisible(firstLoad)
}

inDirections('calendar', ['ltr', 'rtl'], () => {
  test('drags an event to another day with the pointer, and the move is saved', async ({ page }) => {
    await open(page)
    const dentist = event(page, 'Dentist check-up')
    const from = (await dentist.boundingBox())!
    const to = (await dayCell(page, 6).boundingBox())!
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
    await page.mouse.down()
    await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 5, { steps: 4 })
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 })
    await page.mouse.up()
    await expect(page.getByText('"Dentist check-up" was moved.')).toBeVisible()
    await expect(dayCell(page, 6).getByRole('button', { name: /Dentist check-up/ })).toBeVisible()

    await dayCell(page, 6)
      .getByRole('button', { name: /Dentist check-up/ })
      .click()
    await expect(
      page.getByRole('dialog', { name: 'Edit event' }).getByLabel('Start', { exact: true })
    ).toHaveValue(/-06T08:15$/)
  })
})

test.describe('calendar', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, 'admin')
    await setPreferences(page, { skin: 'light', direction: 'ltr' })
  })

  test('filters the calendars, keeping the choice in the URL across a reload', async ({ page }) => {
    await open(page)
    // The choice goes through the URL: click, then wait for the box to follow.
    await page.getByLabel('Business').click()
    await expect(page.getByLabel('Business')).not.toBeChecked()
    await expect(page).toHaveURL(
      /calendars=Personal%2CFamily%2CHoliday%2CETC|calendars=Personal,Family,Holiday,ETC/
    )
    await expect(event(page, 'Quarterly roadmap review')).toBeHidden()
    await expect(event(page, 'Dentist check-up')).toBeVisible()
    await page.reload()
    await expect(page.getByLabel('Business')).not.toBeChecked()
    await expect(event(page, 'Yoga class')).toBeVisible(firstLoad)
    await expect(event(page, 'Quarterly roadmap review')).toBeHidden()

    await page.getByLabel('View all').click()
    await expect(event(page, 'Quarterly roadmap review')).toBeVisible()
    await page.getByLabel('View all').click()
    await expect(page.getByText('No calendar is chosen')).toBeVisible()
    await expect(event(page, 'Dentist check-up')).toBeHidden()
  })

  test('adds an event, edits it by keyboard, and deletes it after confirming', async ({ page }) => {
    test.slow()
    await open(page)
    await page.getByRole('button', { name: 'Add event' }).click()
    const adding = page.getByRole('dialog', { name: 'Add event' })
    await adding.getByRole('button', { name: 'Add', exact: true }).click()
    await expect(adding.getByText('This field is required.')).toBeVisible()
    await adding.getByLabel('Title', { exact: true }).fill('Board game night')
    await adding.getByLabel('Calendar').selectOption('Family')
    await adding.getByLabel('All day').check()
    await adding.getByLabel('Start', { exact: true }).fill(dateOf(21))
    await adding.getByLabel('End', { exact: true }).fill(dateOf(20))
    await adding.getByRole('button', { name: 'Add', exact: true }).click()
    await expect(adding.getByText('The end cannot be before the start.')).toBeVisible()
    await adding.getByLabel('End', { exact: true }).fill(dateOf(21))
    await adding.getByLabel('Guests').fill('Luca')
    await page.keyboard.press('Enter')
    await adding.getByRole('button', { name: 'Add', exact: true }).click()
    await expect(page.getByText('"Board game night" was added.')).toBeVisible()
    await expect(dayCell(page, 21).getByRole('button', { name: /Board game night/ })).toBeVisible()
    // The closing panel hands focus back to "Add event": focus the event only once it has.
    await expect(adding).toBeHidden()
    await expect(page.getByRole('button', { name: 'Add event' })).toBeFocused()

    await event(page, 'Board game night').focus()
    await page.keyboard.press('Enter')
    const editing = page.getByRole('dialog', { name: 'Edit event' })
    await expect(editing.getByText('Luca Bianchi')).toBeVisible()
    await editing.getByLabel('Title', { exact: true }).fill('Board game marathon')
    await editing.getByRole('button', { name: 'Update' }).click()
    await expect(page.getByText('"Board game marathon" was updated.')).toBeVisible()

    await event(page, 'Board game marathon').click()
    await editing.getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('dialog', { name: 'Delete event?' }).getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('"Board game marathon" was deleted.')).toBeVisible()
    await expect(event(page, 'Board game marathon')).toBeHidden()
  })
})

function dateOf(day: number): string {
  const now = new Date()
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}
