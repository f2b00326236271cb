import type { Page } from '@playwright/test'
import { expect, horizontalOverflow, setPreferences, test } from './fixtures'
import { seriousA11yFindings } from './axe'
import { signInAs } from './session'

/** The mock lives in the page, so every test starts from the seed data. */

const chats = (page: Page) => page.getByRole('list', { name: 'Chats' }).locator('.chat-list-name')
const firstLoad = { timeout: 15_000 }

test('opens a chat, then writes to a new contact: the chat is created at the top', async ({ page }) => {
  await signInAs(page, 'admin')
  await setPreferences(page, { skin: 'light', direction: 'ltr' })
  await page.goto('/apps/chat')
  await expect(chats(page).first()).toHaveText('Selma Haugland', firstLoad)

  const mateo = page.getByRole('list', { name: 'Chats' }).getByRole('button', { name: /Mateo Rossi/ })
  await expect(mateo).toContainText('3 unread messages')
  await mateo.click()
  await expect(page).toHaveURL(/\?contact=6$/)
  await expect(page.getByRole('log', { name: 'Messages with Mateo Rossi' })).toContainText(
    'Can you bring someone from the platform team?'
  )
  await expect(mateo).not.toContainText('unread')

  await page
    .getByRole('list', { name: 'Contacts' })
    .getByRole('button', { name: /Priya Raman/ })
    .click()
  const box = page.getByRole('textbox', { name: 'Message to Priya Raman' })
  await box.fill('Could you share the churn numbers?')
  await box.press('Enter')
  await expect(page.getByRole('log', { name: 'Messages with Priya Raman' })).toContainText(
    'Could you share the churn numbers?'
  )
  await expect(box).toHaveValue('')
  await expect(chats(page).first()).toHaveText('Priya Raman')

  await page.reload()
  await expect(page.getByRole('log', { name: 'Messages with Priya Raman' })).toBeVisible(firstLoad)
  expect(await seriousA11yFindings(page)).toEqual([])
})

test('on a phone the chats open from an overlay and the page never scrolls sideways', async ({ page }) => {
  await signInAs(page, 'admin')
  await setPreferences(page, { skin: 'dark', direction: 'rtl' })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/apps/chat')
  await page.getByRole('button', { name: 'Choose a contact' }).click(firstLoad)
  await page
    .getByRole('list', { name: 'Chats' })
    .getByRole('button', { name: /Kwame Asante/ })
    .click()
  await expect(page.getByRole('log', { name: 'Messages with Kwame Asante' })).toBeVisible()
  await expect(page.getByRole('complementary', { name: 'Chats and contacts' })).toBeHidden()
  await page.getByRole('button', { name: 'More actions' }).click()
  await page.getByRole('menuitem', { name: 'View contact' }).click()
  await expect(page.getByRole('dialog', { name: 'Contact details' })).toContainText(
    'kwame.asante@nordlight.example'
  )
  expect(await seriousA11yFindings(page)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog', { name: 'Contact details' })).toBeHidden()
  expect(await seriousA11yFindings(page)).toEqual([])
  const overflow = await horizontalOverflow(page)
  expect(overflow.culprits).toEqual([])
})
