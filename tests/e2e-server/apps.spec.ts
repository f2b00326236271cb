import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../e2e/fixtures'
import { attempt, signedIn, stored } from './server'

/** One short flow per app family, read back from the server: by a reload where the page must show it, else directly. */

signedIn()

const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name: new RegExp(name) })

/** A two-state button (wish list, star): the server keeps whichever state the click leaves. */
async function toggle(button: Locator): Promise<boolean> {
  const on = (await button.getAttribute('aria-pressed')) !== 'true'
  await button.click()
  await expect(button).toHaveAttribute('aria-pressed', String(on))
  return on
}

// One tab for the one-change flows: its warm cache keeps each page load short.
test('e-commerce, email, chat and account settings: one change each', async ({ page }) => {
  test.slow()
  await test.step('e-commerce: searches the shop and changes the wish list', async () => {
    await page.goto('/apps/ecommerce/shop')
    await page.getByRole('searchbox', { name: 'Search products' }).fill('drone')
    await expect(page).toHaveURL(/q=drone/)
    const on = await toggle(page.getByRole('button', { name: 'Wishlist: Horizon Drone Mini' }))
    expect((await stored(page, '/apps/ecommerce/wishlist')).includes('Horizon Drone Mini')).toBe(on)
  })

  await test.step('email: stars a mail', async () => {
    await page.goto('/apps/email')
    const on = await toggle(page.getByRole('button', { name: 'Star “Saturday climbing?”' }))
    expect(await stored(page, '/apps/email/get-email?id=3')).toContain(`"isStarred":${on}`)
  })

  await test.step('chat: sends a message, shown after a reload', async () => {
    const text = `Could you share the churn numbers? (${Date.now()})`
    await page.goto('/apps/chat')
    await button(page, 'Priya Raman').first().click()
    const box = page.getByRole('textbox', { name: 'Message to Priya Raman' })
    await box.fill(text)
    await box.press('Enter')
    await expect(box).toHaveValue('')
    await page.reload()
    await expect(page.getByRole('log', { name: 'Messages with Priya Raman' })).toContainText(text)
  })

  await test.step('account settings: saves the company', async () => {
    const company = `Aurora Works ${Date.now()}`
    await page.goto('/pages/account-settings')
    await page.getByLabel('Company').fill(company)
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText('Your account details were saved.')).toBeVisible()
    expect(await stored(page, '/account-setting/data')).toContain(company)
  })
})

test('calendar: adds, edits and deletes an event', async ({ page }) => {
  test.slow()
  const [title, renamed] = attempt([
    ['Board game night', 'Board game marathon'],
    ['Quiz night', 'Quiz marathon'],
    ['Film night', 'Film marathon']
  ])
  const now = new Date()
  const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-21`
  await page.goto('/apps/calendar')
  await page.getByRole('button', { name: 'Add event' }).click()
  const adding = page.getByRole('dialog', { name: 'Add event' })
  await adding.getByLabel('Title', { exact: true }).fill(title)
  await adding.getByLabel('All day').check()
  await adding.getByLabel('Start', { exact: true }).fill(day)
  await adding.getByLabel('End', { exact: true }).fill(day)
  await adding.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(adding).toBeHidden()

  await button(page, title).click()
  const editing = page.getByRole('dialog', { name: 'Edit event' })
  await editing.getByLabel('Title', { exact: true }).fill(renamed)
  await editing.getByRole('button', { name: 'Update' }).click()
  await expect(editing).toBeHidden()
  await page.reload()

  await button(page, renamed).click()
  await editing.getByRole('button', { name: 'Delete' }).click()
  await page.getByRole('dialog', { name: 'Delete event?' }).getByRole('button', { name: 'Delete' }).click()
  await expect(button(page, renamed)).toBeHidden()
  expect(
    await stored(page, '/apps/calendar/events?calendars=Personal,Business,Family,Holiday,ETC')
  ).not.toContain(renamed)
})

test('kanban: adds, edits and deletes a task', async ({ page }) => {
  test.slow()
  const [title, renamed] = attempt([
    ['Plan the team offsite', 'Plan the spring offsite'],
    ['Draft the hiring plan', 'Draft the autumn hiring plan'],
    ['Order new laptops', 'Order new monitors']
  ])
  const todo = page.getByRole('region', { name: 'TODO', exact: true })
  await page.goto('/apps/kanban')
  await todo.getByRole('button', { name: 'Add task' }).click()
  await todo.getByLabel('Task title').fill(title)
  await todo.getByRole('button', { name: 'Add', exact: true }).click()

  await button(todo, title).click()
  const panel = page.getByRole('dialog', { name: 'Edit task' })
  await panel.getByLabel('Title').fill(renamed)
  await panel.getByRole('button', { name: 'Save' }).click()
  await expect(panel).toBeHidden()
  await page.reload()

  await button(todo, renamed).click()
  await panel.getByRole('button', { name: 'Delete', exact: true }).click()
  await page
    .getByRole('dialog', { name: 'Delete this task?' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(button(todo, renamed)).toBeHidden()
  expect(await stored(page, '/apps/kanban/tasks')).not.toContain(renamed)
})

test('permissions: adds, renames and deletes a permission', async ({ page }) => {
  test.slow()
  const [name, renamed] = attempt([
    ['Export Reports', 'Export Statements'],
    ['Import Contacts', 'Import Leads'],
    ['Archive Projects', 'Archive Workspaces']
  ])
  const table = page.getByRole('table', { name: 'Permissions' })
  await page.goto('/apps/permissions')
  await page.getByRole('button', { name: 'Add Permission' }).click()
  const add = page.getByRole('dialog', { name: 'Add New Permission' })
  await add.getByLabel('Permission name').fill(name)
  await add.getByRole('button', { name: 'Create permission' }).click()
  await expect(add).toBeHidden()

  await table.getByRole('button', { name: `Edit ${name}` }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Permission' })
  await edit.getByLabel('Permission name').fill(renamed)
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(edit).toBeHidden()
  await page.reload()

  await table.getByRole('button', { name: `Delete ${renamed}` }).click()
  await page
    .getByRole('dialog')
    .filter({ hasText: 'Delete this permission?' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(table.getByText(renamed)).toBeHidden()
  expect(await stored(page, '/apps/permissions/data')).not.toContain(renamed)
})

test('assistant: streams its answer from the server, as NDJSON', async ({ page }) => {
  await page.goto('/apps/assistant')
  const question = page.getByLabel('Your question')
  await question.fill('How many users are there?')
  const answer = page.waitForResponse((response) => response.url().endsWith('/apps/assistant/chat'))
  await page.getByRole('button', { name: 'Send' }).click()
  expect((await answer).headers()['content-type']).toBe('application/x-ndjson')
  const conversation = page.getByRole('list', { name: 'Conversation', exact: true })
  await expect(conversation.getByText(/There are \d+ users\./)).toBeVisible()
  await expect(conversation.getByText('GET')).toBeVisible()
})
