import type { Locator, Page } from '@playwright/test'
import { expect, navigateInTab, test } from './fixtures'
import { signInAs } from './session'

/** A detail screen moving from one record to the next without remounting, as its own links do. */
interface DetailCase {
  screen: string
  first: string
  next: string
  /** The app whose calls the "Every call of one app fails" scenario breaks. */
  app: string
  /** What only the first record shows. */
  firstRecord: (page: Page) => Locator
}

const cases: DetailCase[] = [
  {
    screen: 'user',
    first: '/apps/user/view/1',
    next: '/apps/user/view/2',
    app: 'Users',
    firstRecord: (page) => page.getByText('Astrid Nyhus')
  },
  {
    screen: 'invoice preview',
    first: '/apps/invoice/preview/5013',
    next: '/apps/invoice/preview/5012',
    app: 'Invoices',
    firstRecord: (page) => page.getByText('Invoice #5013')
  },
  {
    screen: 'invoice edit',
    first: '/apps/invoice/edit/5013',
    next: '/apps/invoice/edit/5012',
    app: 'Invoices',
    firstRecord: (page) => page.locator('#invoice-issued')
  },
  {
    screen: 'product',
    first: '/apps/ecommerce/product-detail/fjord-wireless-headphones',
    next: '/apps/ecommerce/product-detail/tide-bluetooth-speaker',
    app: 'eCommerce',
    firstRecord: (page) => page.getByRole('heading', { name: 'Fjord Wireless Headphones' })
  },
  {
    screen: 'blog post',
    first: '/pages/blog/detail/1',
    next: '/pages/blog/detail/2',
    app: 'Blog',
    firstRecord: (page) => page.getByRole('heading', { name: 'A capsule wardrobe for a northern winter' })
  },
  {
    screen: 'blog post edit',
    first: '/pages/blog/edit/2',
    next: '/pages/blog/edit/3',
    app: 'Blog',
    firstRecord: (page) => page.getByRole('textbox', { name: 'Title' })
  },
  {
    screen: 'help article',
    first: '/pages/knowledge-base/integrations/create-an-api-key',
    next: '/pages/knowledge-base/integrations/connect-a-webhook',
    app: 'FAQ',
    firstRecord: (page) => page.getByRole('heading', { name: 'How do I create an API key?' })
  },
  {
    screen: 'mail',
    first: '/apps/email?mail=3',
    next: '/apps/email?mail=4',
    app: 'Email',
    firstRecord: (page) => page.getByRole('heading', { name: 'Saturday climbing?' })
  }
]

async function failEveryCallOf(page: Page, app: string) {
  await page.getByRole('button', { name: 'Open theme customizer' }).click()
  const panel = page.getByRole('dialog', { name: 'Theme Customizer' })
  await panel.getByRole('combobox', { name: 'Every call of one app fails' }).selectOption({ label: app })
  await panel.getByRole('button', { name: 'Close' }).click()
  await expect(panel).toBeHidden()
}

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'admin')
})

for (const { screen, first, next, app, firstRecord } of cases) {
  test(`the ${screen} screen shows the error, not the previous record, when the next one fails`, async ({
    page
  }) => {
    await page.goto(first)
    await expect(firstRecord(page).first()).toBeVisible()
    await failEveryCallOf(page, app)

    await navigateInTab(page, next)
    await expect(page).toHaveURL(new RegExp(next.replace(/[?]/g, '\\$&') + '$'))
    await expect(page.getByText(/^Could not load the data/).first()).toBeVisible()
    await expect(firstRecord(page)).toHaveCount(0)
  })
}
