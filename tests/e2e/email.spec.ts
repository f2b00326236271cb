import type { Page } from '@playwright/test'
import { expect, horizontalOverflow, phrase, setPreferences, test } from './fixtures'
import { seriousA11yFindings } from './axe'
import { inDirections, signInAs } from './session'

/** The mock lives in the page, so every test starts from the seed data. */

const list = (page: Page, view: string) => page.getByRole('list', { name: `Mail in ${view}` })
const folders = (page: Page) => page.getByRole('navigation', { name: 'Folders' })
// The first request loads the mock's seed module: give a busy machine time for it.
const firstLoad = { timeout: 15_000 }

inDirections('email', ['rtl'], (direction) => {
  test('searches, selects all and moves the selection, reading and walking through mail', async ({
    page
  }) => {
    await page.goto('/apps/email')
    await expect(list(page, 'Inbox').getByRole('listitem')).toHaveCount(10, firstLoad)
    await expect(page.locator('html')).toHaveAttribute('dir', direction)

    await page.getByRole('searchbox', { name: 'Search mail' }).fill('maren')
    await expect(page).toHaveURL(/\?q=maren$/)
    await expect(list(page, 'Inbox').getByRole('listitem')).toHaveCount(2)
    await page.reload()
    await expect(page.getByRole('searchbox', { name: 'Search mail' })).toHaveValue('maren')

    const bar = page.getByRole('group', { name: 'Selected rows' })
    await page.getByRole('checkbox', { name: 'Select every row of this page' }).check()
    await expect(bar.getByRole('status')).toHaveText(phrase('2 selected'))
    await bar.getByRole('button', { name: 'Actions' }).click()
    await page.getByRole('menuitem', { name: 'Spam' }).click()
    await page.getByRole('dialog', { name: 'Move to: Spam' }).getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByText(phrase('2 rows changed.'))).toBeVisible()
    await expect(page.getByText('No mail matches “maren”.')).toBeVisible()
    await folders(page).getByRole('link', { name: /Spam/ }).click()
    await expect(page).toHaveURL(/\/apps\/email\/spam$/)
    await expect(list(page, 'Spam').getByRole('listitem')).toHaveCount(4)

    await list(page, 'Spam')
      .getByRole('link', { name: /Harbour office/ })
      .click()
    await expect(
      page.getByRole('heading', { level: 2, name: 'Harbour office: the floor plan is in' })
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Previous mail' })).toBeDisabled()
    await page.getByRole('button', { name: 'Next mail' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'You are our lucky winner!!!' })).toBeVisible()
    await page.goBack()
    await expect(list(page, 'Spam')).toBeVisible()
  })

  test('replies with the composer: the mail lands in Sent', async ({ page }) => {
    await page.goto('/apps/email?mail=3')
    await expect(page.getByRole('heading', { level: 2, name: 'Saturday climbing?' })).toBeVisible(firstLoad)
    await page.getByRole('button', { name: 'Reply' }).click()
    const composer = page.getByRole('dialog', { name: 'New message' })
    await expect(composer.getByLabel('Subject')).toHaveValue('Re: Saturday climbing?')
    await expect(composer.getByText('Kwame Mensah', { exact: true })).toBeVisible()
    const body = composer.getByRole('textbox', { name: 'Message' })
    await expect(body).toContainText('Kwame Mensah <kwame@greenloop.example> wrote:')
    await body.click()
    await page.keyboard.press('Control+Home')
    await page.keyboard.type('Ten is perfect, see you there.')
    await composer.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByText('Message sent.')).toBeVisible()
    await expect(composer).toBeHidden()

    await page.getByRole('button', { name: 'Back to the list' }).click()
    if (await page.getByRole('button', { name: 'Show folders and labels' }).isVisible())
      await page.getByRole('button', { name: 'Show folders and labels' }).click()
    await folders(page).getByRole('link', { name: /Sent/ }).click()
    await list(page, 'Sent')
      .getByRole('link', { name: /Re: Saturday climbing\? – Ten is perfect/ })
      .first()
      .click()
    await expect(page.getByText('Ten is perfect, see you there.')).toBeVisible()
  })
})

test('on a phone in the dark skin: folders, a label view and a mail, no sideways scroll, axe-clean', async ({
  page
}) => {
  await signInAs(page, 'admin')
  await setPreferences(page, { skin: 'dark', direction: 'rtl' })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/apps/email/label/company')
  await expect(list(page, 'Company').getByRole('listitem').first()).toBeVisible(firstLoad)
  expect(await seriousA11yFindings(page)).toEqual([])
  await page.getByRole('button', { name: 'Show folders and labels' }).click()
  await folders(page)
    .getByRole('link', { name: /Starred/ })
    .click()
  await expect(list(page, 'Starred').getByRole('listitem').first()).toBeVisible()
  await list(page, 'Starred').getByRole('link').first().click()
  await expect(page.getByRole('button', { name: 'Reply' })).toBeVisible()
  expect((await horizontalOverflow(page)).culprits).toEqual([])
  expect(await seriousA11yFindings(page)).toEqual([])
})

test('selects every inbox mail across pages, marks them read in one call, and undoes it', async ({
  page
}) => {
  await signInAs(page, 'admin')
  await setPreferences(page, { skin: 'light', direction: 'ltr' })
  await page.goto('/apps/email')
  await expect(list(page, 'Inbox').getByRole('listitem')).toHaveCount(10, firstLoad)
  const inbox = folders(page).getByRole('link', { name: /^Inbox/ })
  await expect(inbox).toHaveAccessibleName(/5\s*unread/)
  const pageBox = page.getByRole('checkbox', { name: 'Select every row of this page' })
  await pageBox.check()
  const bar = page.getByRole('group', { name: 'Selected rows' })
  await expect(bar.getByRole('status')).toHaveText('10 selected')
  await bar.getByRole('button', { name: 'Select all 14 matching' }).click()
  await expect(bar.getByRole('status')).toHaveText('14 selected')
  await page.getByRole('link', { name: 'Next page' }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(list(page, 'Inbox').getByRole('listitem')).toHaveCount(4)
  await expect(pageBox).toBeChecked()
  await expect(bar.getByRole('status')).toHaveText('14 selected')
  await page.screenshot({ path: 'test-results/email-bulk-selection.png' })
  expect(await seriousA11yFindings(page)).toEqual([])

  await bar.getByRole('button', { name: 'Actions' }).click()
  await page.getByRole('menuitem', { name: 'Read', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Mark: Read' })
  await expect(dialog).toContainText('Mark the 14 selected mails Read?')
  await dialog.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText('14 rows changed.')).toBeVisible()
  await expect(inbox).not.toHaveAccessibleName(/unread/)
  await expect(bar).toHaveCount(0)
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByText('Put back as they were.')).toBeVisible()
  await expect(inbox).toHaveAccessibleName(/5\s*unread/)
})

test('on a phone in the dark skin, right to left: a move the drafts refuse is reported per mail', async ({
  page
}) => {
  await signInAs(page, 'admin')
  await setPreferences(page, { skin: 'dark', direction: 'rtl' })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/apps/email/label/company')
  await expect(list(page, 'Company').getByRole('link', { name: /Palette feedback/ })).toBeVisible(firstLoad)
  await page.getByRole('checkbox', { name: 'Select every row of this page' }).check()
  const bar = page.getByRole('group', { name: 'Selected rows' })
  await bar.getByRole('button', { name: 'Actions' }).click()
  await page.getByRole('menuitem', { name: 'Spam' }).click()
  await page.getByRole('dialog', { name: 'Move to: Spam' }).getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText(/\d+ changed, 1 refused/)).toBeVisible()
  const report = page.getByRole('alert').filter({ hasText: 'refused and left as' })
  await expect(report).toContainText(/Palette feedback: \u2066?A draft moves only to the trash/)
  await expect(bar.getByRole('status')).toHaveText(phrase('1 selected'))
  await page.screenshot({ path: 'test-results/email-bulk-refused.png' })
  expect((await horizontalOverflow(page)).culprits).toEqual([])
  expect(await seriousA11yFindings(page)).toEqual([])
})
