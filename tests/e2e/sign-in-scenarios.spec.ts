import { expect, seedLocalStorage, test } from './fixtures'

/** A scenario remembered from an earlier visit never keeps the user from signing in. */

const remembered = (scenarios: { offline?: boolean; failFamily?: string }) =>
  JSON.stringify({ failShare: 0, failFamily: '', offline: false, dataSize: 'seed', ...scenarios })

test('with offline remembered, the sign-in page names it and signing in works', async ({ page }) => {
  await seedLocalStorage(page, { demoScenarios: remembered({ offline: true }) })
  await page.goto('/login?returnTo=%2Fui-element%2Ftypography')
  await expect(page.getByText('Demo scenarios are on: offline.')).toBeVisible()
  await page.getByRole('button', { name: 'Use the Admin demo account' }).click()
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/ui-element\/typography$/)
})

test('failing sign-in calls are named on the sign-in page and one button turns them off', async ({
  page
}) => {
  await seedLocalStorage(page, { demoScenarios: remembered({ failFamily: 'jwt' }) })
  await page.goto('/login')
  await expect(page.getByText('Demo scenarios are on: failing calls.')).toBeVisible()
  await page.getByRole('button', { name: 'Turn them all off' }).click()
  await expect(page.getByText(/Demo scenarios are on/)).toHaveCount(0)
  await page.getByRole('button', { name: 'Use the Admin demo account' }).click()
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/$/)
})
