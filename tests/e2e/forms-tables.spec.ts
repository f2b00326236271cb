import type { Page } from '@playwright/test'
import { expect, setPreferences, test } from './fixtures'
import { signInAs } from './session'

const card = (page: Page, title: string) =>
  page.getByRole('main').getByRole('region', { name: title, exact: true })

test.beforeEach(async ({ page }) => {
  // Long flows over pages with several demo forms and tables.
  test.slow()
  await signInAs(page, 'admin')
  await setPreferences(page, { skin: 'light', direction: 'ltr' })
})

test('the wizard goes end to end by keyboard, checking each step and keeping values on Back', async ({
  page
}) => {
  await page.goto('/forms/wizard')
  const wizard = card(page, 'Horizontal')
  const keys = page.keyboard
  await wizard.getByLabel('Username').focus()
  await keys.press('Enter')
  await expect(wizard.getByText('This field is required.').first()).toBeVisible()
  await expect(wizard.getByLabel('Username')).toBeFocused()

  await keys.type('ingrid')
  await keys.press('Tab')
  await keys.type('ingrid@example.com')
  await keys.press('Tab')
  await keys.type('northern-lights')
  await keys.press('Tab')
  await keys.press('Tab')
  await keys.type('northern-lights')
  await keys.press('Enter')
  await expect(wizard.getByRole('heading', { name: /Step 2 of 4/ })).toBeFocused()

  await keys.press('Tab')
  await keys.type('Ingrid')
  await keys.press('Tab')
  await keys.type('Solberg')
  await keys.press('Enter')
  await expect(wizard.getByText('Choose one of the options.')).toBeVisible()
  await wizard.getByLabel('Country').focus()
  await keys.type('Norway')
  await keys.press('Tab')
  await keys.press('Tab')
  await expect(wizard.getByRole('button', { name: 'Back' })).toBeFocused()
  await keys.press('Enter')
  await expect(wizard.getByLabel('Username')).toHaveValue('ingrid')
  await wizard.getByLabel('Username').focus()
  await keys.press('Enter')
  await expect(wizard.getByLabel('First name')).toHaveValue('Ingrid')
  await wizard.getByLabel('Last name').focus()
  await keys.press('Enter')

  await expect(wizard.getByRole('heading', { name: /Step 3 of 4/ })).toBeFocused()
  await keys.press('Tab')
  await keys.type('Strandgaten 12')
  await keys.press('Tab')
  await keys.press('Tab')
  await keys.type('5003')
  await keys.press('Tab')
  await keys.type('Bergen')
  await keys.press('Enter')

  await expect(wizard.getByRole('heading', { name: /Step 4 of 4/ })).toBeFocused()
  await keys.press('Tab')
  await keys.type('https://ingrid.example')
  await keys.press('Enter')
  const result = wizard.getByRole('status')
  await expect(result).toContainText('ingrid@example.com')
  await expect(result).toContainText('Norway')
  await expect(result).toContainText('Bergen')
  await expect(page.getByText('Your details were sent.')).toBeVisible()
})

test('the validation page shows errors on submit and clears them as the fields are fixed', async ({
  page
}) => {
  await page.goto('/forms/form-validation')
  const form = page.getByRole('form', { name: 'Job application' })
  await form.getByRole('button', { name: 'Send application' }).click()
  await expect(form.getByText('Accept the terms to continue.')).toBeVisible()
  await expect(form.getByText('Enter all 16 digits of the card number.')).toBeVisible()
  await expect(form.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true')

  await form.getByLabel('Full name').fill('Ingrid Solberg')
  await expect(form.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'false')
  await form.getByLabel('Card number').pressSequentially('4242424242424242')
  await expect(form.getByText('Enter all 16 digits of the card number.')).toBeHidden()
  await form.getByLabel('I accept the terms and conditions').check()
  await expect(form.getByText('Accept the terms to continue.')).toBeHidden()
})

test('the advanced table filters combine, count, reset and export', async ({ page }) => {
  await page.goto('/datatables/advance')
  const demo = card(page, 'Column filters')
  const count = demo.getByText(/^\d+ of 100 employees$/)
  await expect(count).toHaveText(/^100 of 100 employees$/, { timeout: 20_000 })
  await demo.getByLabel('Name').fill('Amelia')
  await expect(count).toHaveText(/^4 of 100 employees$/)
  await demo.getByLabel('City').fill('aarhus')
  await expect(count).toHaveText(/^1 of 100 employees$/)
  await expect(demo.getByRole('table')).toContainText('Amelia')

  const download = page.waitForEvent('download')
  await demo.getByRole('button', { name: 'Export CSV' }).click()
  expect((await download).suggestedFilename()).toBe('employees.csv')

  await demo.getByLabel('Minimum salary ($)').fill('999999')
  await expect(count).toHaveText(/^0 of 100 employees$/)
  await expect(demo.getByText('No employee matches these filters.')).toBeVisible()
  await demo.getByRole('button', { name: 'Reset filters' }).click()
  await expect(count).toHaveText(/^100 of 100 employees$/)
})
