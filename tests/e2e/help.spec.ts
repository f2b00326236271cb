import type { Page } from '@playwright/test'
import { expect, phrase, test } from './fixtures'
import { inDirections } from './session'

// The first request loads the mock's seed module: give a busy machine time for it.
const firstLoad = { timeout: 15_000 }
const prices = (page: Page) => page.locator('.help-plan .display-6')

inDirections('help pages', ['ltr'], () => {
  test('FAQ search: the address keeps it, and the matches show wherever they are', async ({ page }) => {
    await page.goto('/pages/faq')
    await expect(page.getByRole('tab', { name: /Payment/ })).toHaveAttribute(
      'aria-selected',
      'true',
      firstLoad
    )
    await page.getByRole('searchbox', { name: 'Search the questions' }).fill('refund')
    await expect(page).toHaveURL(/q=refund/)
    await expect(page.getByRole('tab', { name: /Cancellation and return/ })).toHaveAttribute(
      'aria-selected',
      'true'
    )
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Can I get a refund?'])
    await page.getByRole('tab', { name: /Cancellation and return/ }).click()
    await expect(page).toHaveURL(/category=cancellationReturn/)
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Can I get a refund?'])
    await expect(page.getByText('Ask within fourteen days of a purchase')).toBeVisible()
    await page.reload()
    await expect(page.getByRole('searchbox', { name: 'Search the questions' })).toHaveValue(
      'refund',
      firstLoad
    )
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Can I get a refund?'])
  })

  test('knowledge base: from a card to a category, then to a question found there', async ({ page }) => {
    // Four screens and their calls in one test: more than a busy machine does in the default time.
    test.slow()
    await page.goto('/pages/knowledge-base')
    const cards = page.getByRole('list', { name: 'Categories' }).getByRole('listitem')
    await expect(cards).toHaveCount(6, firstLoad)
    await page.getByRole('searchbox', { name: 'Search the categories' }).fill('webhook')
    await expect(cards).toHaveCount(1)
    await cards.getByRole('link').click()
    await expect(page).toHaveURL(/\/pages\/knowledge-base\/integrations$/)
    const group = page.locator('.card').filter({ hasText: 'This category' })
    const link = group.getByRole('listitem').first().getByRole('link')
    const question = (await link.textContent()) ?? ''
    expect(question).not.toBe('')
    await link.click()
    await expect(page).toHaveURL(/\/pages\/knowledge-base\/integrations\/[a-z0-9-]+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(question, firstLoad)
    const picture = page.locator('.help-answer img')
    await expect(picture).toBeVisible()
    expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    await expect(page.locator('.help-answer pre code')).toBeVisible()
    await page.getByRole('complementary', { name: 'Related questions' }).getByRole('link').first().click()
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(question)
    await page
      .getByRole('navigation', { name: /breadcrumb/i })
      .getByRole('link', { name: 'Integrations and API' })
      .click()
    await expect(page).toHaveURL(/\/pages\/knowledge-base\/integrations$/)
  })

  test('pricing: the avatar menu leads there, and the switch shows yearly prices and the saving', async ({
    page
  }) => {
    await page.goto('/pages/faq')
    await page.getByRole('button', { name: /^Account menu of / }).click()
    await page.getByRole('menuitem', { name: 'Pricing' }).click()
    await expect(page).toHaveURL(/\/pages\/pricing$/)
    await expect(prices(page)).toHaveText(['$0', '$49', '$99'], firstLoad)
    await expect(page.getByText(phrase('Save up to 19 %'))).toBeVisible()
    const annually = page.getByRole('switch', { name: 'Bill annually' })
    // The switch follows the address, which changes just after the click.
    await annually.click()
    await expect(annually).toBeChecked()
    await expect(page).toHaveURL(/billing=annual/)
    await expect(prices(page)).toHaveText(['$0', '$40', '$80'])
    await expect(page.locator('.help-plan-yearly').nth(1)).toContainText('$480')
    await expect(page.locator('.help-plan-yearly').nth(2)).toContainText('$228')
    await expect(page.getByRole('button', { name: 'Your current plan' })).toBeDisabled()
    await annually.click()
    await expect(annually).not.toBeChecked()
    await expect(prices(page)).toHaveText(['$0', '$49', '$99'])
  })
})
