import { expect, test } from './fixtures'
import { signInAs } from './session'

test('an admin signs in and out through the UI', async ({ page }) => {
  await page.goto('/login')
  await page.getByLabel('Email').fill('admin@demo.com')
  await page.getByLabel('Password', { exact: true }).fill('admin')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1, name: 'eCommerce Dashboard' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy()

  await page.getByRole('button', { name: 'Account menu of Astrid Lindqvist' }).click()
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/login$/)
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull()
})

test('the sign-in page loads the mock API at the first key press, not while it is left alone', async ({
  page
}) => {
  const mockCode: string[] = []
  page.on('request', (request) => {
    if (/mockBoot/.test(request.url())) mockCode.push(request.url())
  })
  await page.goto('/login')
  await expect(page.getByLabel('Email')).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(mockCode).toEqual([])
  const loading = page.waitForRequest(/mockBoot/)
  await page.getByLabel('Email').press('a')
  await loading
})

test('a wrong password shows the server message under the email field', async ({ page }) => {
  await page.goto('/login')
  await page.getByRole('button', { name: 'Use the Admin demo account' }).click()
  await page.getByLabel('Password', { exact: true }).fill('not-the-password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('The e-mail or password is not right.')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
})

test('the client reads /access-control and is refused the dashboard', async ({ page }) => {
  await signInAs(page, 'client')
  await page.goto('/access-control')
  await expect(page.getByRole('heading', { level: 1, name: 'Access Control' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'You can read ACL' })).toBeVisible()
  await page.goto('/')
  await expect(page).toHaveURL(/\/misc\/not-authorized$/)
})

test('a visitor is sent to sign in and comes back afterwards', async ({ page }) => {
  await page.goto('/page-layout/layout-boxed')
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fpage-layout%2Flayout-boxed$/)
  await page.getByRole('button', { name: 'Use the Admin demo account' }).click()
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/page-layout\/layout-boxed$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Boxed Layout' })).toBeVisible()
})

test('registering with a taken email shows the server text under the email field', async ({ page }) => {
  await page.goto('/register')
  await page.getByLabel('Username').fill('brand.new')
  await page.getByLabel('Email').fill('admin@demo.com')
  await page.getByLabel('Password', { exact: true }).fill('long-enough')
  await page.getByLabel('I agree to the privacy policy and terms').check()
  await page.getByRole('button', { name: 'Sign up' }).click()
  await expect(page.getByText('This value is already in use.')).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
  await expect(page).toHaveURL(/\/register$/)
})

const variants: [path: string, heading: string][] = [
  ['/pages/login-basic', 'Welcome to Nordlight'],
  ['/pages/login-cover', 'Welcome to Nordlight'],
  ['/pages/register-basic', 'Your journey starts here'],
  ['/pages/register-cover', 'Your journey starts here'],
  ['/pages/forgot-password-basic', 'Forgot your password?'],
  ['/pages/forgot-password-cover', 'Forgot your password?'],
  ['/pages/reset-password-basic', 'Choose a new password'],
  ['/pages/reset-password-cover', 'Choose a new password'],
  ['/pages/verify-email-basic', 'Verify your email'],
  ['/pages/verify-email-cover', 'Verify your email'],
  ['/pages/two-steps-basic', 'Two-step verification'],
  ['/pages/two-steps-cover', 'Two-step verification']
]

for (const [path, heading] of variants) {
  // The fixture fails the test on any console error, page error or failed request.
  test(`${path} renders for a visitor`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    if (path.endsWith('-cover')) await expect(page.locator('.auth-illustration')).toBeVisible()
  })
}

test('the illustration is hidden on a 390 px screen and nothing overflows', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/login')
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Nordlight' })).toBeVisible()
  await expect(page.locator('.auth-illustration')).toBeHidden()
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)
  ).toBe(true)
})
