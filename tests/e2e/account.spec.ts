import { expect, setPreferences, test } from './fixtures'
import { signInAs } from './session'

/** The mock lives in the page, so every test starts from the seed data. */

// The first request loads the mock's seed module: give a busy machine time for it.
const firstLoad = { timeout: 45_000 }

test.beforeEach(async ({ page }) => {
  // Each flow loads the mock and several chunks: on a busy machine that takes a while.
  test.slow()
  await signInAs(page, 'admin')
  await setPreferences(page, { skin: 'light', direction: 'ltr' })
})

test('saves each settings tab', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: /Account menu of/ }).click()
  await page.getByRole('menuitem', { name: 'Settings' }).click()
  await expect(page).toHaveURL(/\/pages\/account-settings$/)
  const save = page.getByRole('button', { name: 'Save changes' })

  await page.getByLabel('Company').fill('Aurora Works', firstLoad)
  await save.click()
  await expect(page.getByText('Your account details were saved.')).toBeVisible(firstLoad)

  await page.getByRole('tab', { name: 'Information' }).click()
  await expect(page).toHaveURL(/tab=info/)
  await expect(page.getByLabel('Phone')).toHaveValue('(479) 123-4567')
  await page.getByLabel('Website').fill('https://aurora.example')
  await save.click()
  await expect(page.getByText('Your information was saved.')).toBeVisible()

  await page.getByRole('tab', { name: 'Social' }).click()
  await page.getByLabel('Quora').fill('quora.com/astrid')
  await save.click()
  await expect(page.getByLabel('Quora')).toHaveAttribute('aria-invalid', 'true')
  await page.getByLabel('Quora').fill('https://quora.com/astrid')
  await page.getByRole('button', { name: 'Connect GitHub' }).click()
  await save.click()
  await expect(page.getByText('Your social links were saved.')).toBeVisible()

  await page.getByRole('tab', { name: 'Notifications' }).click()
  await page.getByRole('switch', { name: 'Weekly blog digest' }).check()
  await save.click()
  await expect(page.getByText('Your notification choices were saved.')).toBeVisible()

  await page.getByRole('tab', { name: 'General' }).click()
  await expect(page.getByLabel('Company')).toHaveValue('Aurora Works')
})

test('likes a post and votes in the poll', async ({ page }) => {
  await page.goto('/pages/profile')
  const first = page.getByRole('article').first()
  await expect(first.getByText('48 likes')).toBeVisible(firstLoad)
  await first.getByRole('button', { name: 'Like' }).click()
  await expect(first.getByText('49 likes')).toBeVisible()
  await expect(first.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true')
  await page.getByRole('button', { name: 'Load more' }).click()
  await expect(page.getByRole('article')).toHaveCount(6)
  const poll = page.locator('.card', { has: page.getByRole('heading', { name: 'Polls' }) })
  await poll.getByRole('button', { name: 'Dark skin' }).click()
  await expect(poll.getByRole('list', { name: 'Poll results' })).toContainText('57%')
})

test("the profile owner's name sits on the card, not on the dark cover, in the light skin", async ({
  page
}) => {
  await page.goto('/pages/profile')
  const name = page.getByRole('heading', { level: 2, name: 'Astrid Lindqvist' })
  await expect(name).toBeVisible(firstLoad)
  const cover = page.locator('.profile-cover')
  await expect(cover).toBeVisible()
  const coverBox = (await cover.boundingBox())!
  expect((await name.boundingBox())!.y).toBeGreaterThanOrEqual(coverBox.y + coverBox.height)
})
