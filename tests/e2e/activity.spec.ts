import { expect, test } from './fixtures'
import { signInAs } from './session'

// The mock lives in the page: the flow moves by the menu, never by a reload, so the edit stays.
const firstLoad = { timeout: 15_000 }

test('an invoice edit shows on the Activity page and its undo puts the invoice back', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto('/apps/invoice/edit/5001')
  const note = page.getByLabel('Note', { exact: true })
  await expect(note).toBeEditable(firstLoad)
  await note.fill('Changed, then undone')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/apps\/invoice\/preview\/5001$/)
  // The document's line "Note: …": the record history beside it shows the value too.
  const documentNote = page.getByRole('main').getByText('Note: Changed, then undone', { exact: true })
  await expect(documentNote).toBeVisible()

  await page.getByRole('navigation').getByRole('link', { name: 'Activity' }).click()
  await expect(page).toHaveURL(/\/apps\/activity$/)
  const entry = page.getByRole('list', { name: 'Activity, newest first' }).getByRole('listitem').first()
  await expect(entry.getByRole('heading', { name: /changed invoice/ })).toBeVisible()
  await expect(entry.getByText('Changed, then undone')).toBeVisible()
  await entry.getByRole('button', { name: /^Undo the change/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Undo this change?' })
  await dialog.getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByText(/was undone\.$/)).toBeVisible()
  await expect(page.getByText('Undone', { exact: true })).toBeVisible()

  await page.goBack()
  await expect(page).toHaveURL(/\/apps\/invoice\/preview\/5001$/)
  await expect(page.getByRole('heading', { name: 'Invoice #5001' })).toBeVisible()
  await expect(documentNote).toBeHidden()
})
