import type { Page } from '@playwright/test'
import { expect, test, seedLocalStorage } from './fixtures'
import { signInAs } from './session'

const firstLoad = { timeout: 15_000 }

async function open(page: Page, role: 'admin' | 'client' = 'admin') {
  await signInAs(page, role)
  await page.goto('/apps/assistant')
  await expect(question(page)).toBeEditable(firstLoad)
}

// By role: a closed dock keeps its hidden field in the page for a while, which a label query would also find.
const question = (page: Page) => page.getByRole('textbox', { name: 'Your question' })

async function ask(page: Page, text: string) {
  await question(page).fill(text)
  await page.getByRole('button', { name: 'Send' }).click()
}

const conversation = (page: Page) => page.getByRole('list', { name: 'Conversation', exact: true })
const conversations = (page: Page) => page.getByRole('list', { name: 'Conversations', exact: true })

test('counts the users from the API and shows the call it made', async ({ page }) => {
  await open(page)
  await ask(page, 'How many users are there?')
  await expect(conversation(page).getByText(/There are \d+ users\./)).toBeVisible(firstLoad)
  await conversation(page).getByText('GET').click()
  await expect(conversation(page).getByText('"perPage": 1')).toBeVisible()
})

test('shows the unpaid invoices as a table', async ({ page }) => {
  await open(page)
  await ask(page, 'Show the unpaid invoices')
  await expect(conversation(page).getByText(/invoices are not paid yet/)).toBeVisible(firstLoad)
  await expect(
    conversation(page).getByRole('table').getByRole('columnheader', { name: 'Client' })
  ).toBeVisible()
})

test('adds a todo only once approved, and undoes it', async ({ page }) => {
  await open(page)
  await ask(page, 'Add a todo called Call Anna due tomorrow')
  const card = page.getByRole('group', { name: 'Change to approve' })
  await card.getByRole('button', { name: 'Reject' }).click()
  await expect(card.getByText('Rejected: nothing was written.')).toBeVisible()
  await page.getByRole('button', { name: 'Regenerate' }).click()
  const again = page.getByRole('group', { name: 'Change to approve' })
  await again.getByRole('button', { name: 'Approve' }).click()
  await expect(again.getByText('Approved and saved.')).toBeVisible()
  await again.getByRole('button', { name: 'Undo' }).click()
  await expect(again.getByText('Undone.')).toBeVisible()
  // The decision is kept with the conversation: opened again, the card is not asked twice.
  await page.getByRole('button', { name: 'New conversation' }).first().click()
  await expect(conversation(page).getByRole('listitem')).toHaveCount(0)
  await conversations(page)
    .getByRole('button', { name: 'Add a todo called Call Anna due tomorrow', exact: true })
    .click()
  const kept = page.getByRole('group', { name: 'Change to approve' })
  await expect(kept.getByText('Undone.')).toBeVisible()
  await expect(kept.getByRole('button', { name: 'Approve' })).toHaveCount(0)
})

test('stops mid-answer', async ({ page }) => {
  await open(page)
  await ask(page, 'Show my tasks')
  await page.getByRole('button', { name: 'Stop' }).click()
  await expect(conversation(page).getByText('Stopped.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible()
})

test('the client role gets none of the admin tools', async ({ page }) => {
  // A real sign-in: the saved sessions' tokens are not the mock's, and a call without a good token stays open.
  await page.goto('/login')
  await page.getByLabel('Email').fill('client@demo.com')
  await page.getByLabel('Password', { exact: true }).fill('client')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/login'))
  await page.goto('/apps/assistant')
  await ask(page, 'How many users are there?')
  await expect(conversation(page).getByText(/permissions do not allow/)).toBeVisible(firstLoad)
  await expect(conversation(page).locator('details')).toHaveCount(0)
})

test('answers a question in French', async ({ page }) => {
  await signInAs(page, 'admin')
  await seedLocalStorage(page, { language: JSON.stringify('fr') })
  await page.goto('/apps/assistant')
  await page.getByLabel('Votre question').fill('Combien y a-t-il d’utilisateurs ?')
  await page.getByRole('button', { name: 'Envoyer' }).click()
  await expect(
    page
      .getByRole('list', { name: 'Conversation', exact: true })
      .getByText(/utilisateurs/)
      .last()
  ).toBeVisible(firstLoad)
})

test('keeps conversations: new, switch, rename, delete', async ({ page }) => {
  await open(page)
  await ask(page, 'How many users are there?')
  await expect(conversation(page).getByText(/There are \d+ users\./)).toBeVisible(firstLoad)
  const first = conversations(page).getByRole('button', { name: 'How many users are there?', exact: true })
  await expect(first).toHaveAttribute('aria-current', 'true')

  await page.getByRole('button', { name: 'New conversation' }).first().click()
  await expect(conversation(page).getByRole('listitem')).toHaveCount(0)
  await ask(page, 'Which roles are there?')
  await expect(conversation(page).getByText(/There are \d+ roles/)).toBeVisible(firstLoad)
  await expect(conversations(page).getByRole('listitem')).toHaveCount(2)

  await first.click()
  await expect(conversation(page).getByText(/There are \d+ users\./)).toBeVisible()
  await expect(conversation(page).getByText(/roles/)).toHaveCount(0)

  await conversations(page).getByRole('button', { name: 'Rename How many users are there?' }).click()
  await page.getByLabel('New name for How many users are there?').fill('User count')
  await page.keyboard.press('Enter')
  const renamed = conversations(page).getByRole('button', { name: 'User count', exact: true })
  await expect(renamed).toBeVisible()

  await conversations(page).getByRole('button', { name: 'Delete User count' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(renamed).toHaveCount(0)
  await expect(conversations(page).getByRole('listitem')).toHaveCount(1)
  await expect(conversation(page).getByRole('listitem')).toHaveCount(0)
})

test('the dock answers beside another page', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto('/apps/invoice/list')
  await page.getByRole('button', { name: 'Assistant', exact: true }).click()
  const dock = page.getByRole('dialog', { name: 'Assistant' })
  await dock.getByLabel('Your question').fill('How many users are there?')
  await dock.getByRole('button', { name: 'Send' }).click()
  await expect(dock.getByText(/There are \d+ users\./)).toBeVisible(firstLoad)
  await expect(page).toHaveURL(/\/apps\/invoice\/list/)
})

test('Ask on a dashboard card opens the dock with the card as context', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto('/dashboard/crm')
  const askCard = page.getByRole('button', { name: 'Ask the assistant about Sales overview' })
  await askCard.focus()
  await page.keyboard.press('Enter')
  const dock = page.getByRole('dialog', { name: 'Assistant' })
  await expect(dock.getByText('Summarise this card: Sales overview')).toBeVisible(firstLoad)
  await expect(dock.getByText(/A summary of .?Sales overview/)).toBeVisible(firstLoad)
  await expect(page).toHaveURL(/\/dashboard\/crm/)
  // Opened again on the full page, the conversation is still about the card: a later question gets its data too.
  const fullPage = dock.getByRole('link', { name: 'Open the full page' })
  await expect(fullPage).toHaveAttribute('href', /conversation=\d+/)
  await fullPage.click()
  await expect(conversation(page).getByText('Summarise this card: Sales overview')).toBeVisible(firstLoad)
  await ask(page, 'Summarise this card')
  await expect(conversation(page).getByText(/A summary of .?Sales overview/)).toHaveCount(2, firstLoad)
})
