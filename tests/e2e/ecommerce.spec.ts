import type { Page } from '@playwright/test'
import { expect, horizontalOverflow, setPreferences, test } from './fixtures'
import { signInAs } from './session'

/** The mock lives in the page, so every test starts from the seed data (a cart of 3 items). */

// The first request loads the mock's seed module: give a busy machine time for it.
const firstLoad = { timeout: 15_000 }
const cards = (page: Page) => page.getByRole('main').getByRole('article')
const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Cart, / })

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'admin')
})

test('shop → detail → cart → checkout → confirmation, the navbar count following', async ({ page }) => {
  await setPreferences(page, { skin: 'light', direction: 'ltr' })
  await page.goto('/apps/ecommerce/shop')
  await expect(cards(page)).toHaveCount(9, firstLoad)
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items')

  await page.getByRole('searchbox', { name: 'Search products' }).fill('drone')
  await expect(page).toHaveURL(/q=drone/)
  await expect(cards(page)).toHaveCount(1)
  await cards(page).getByRole('link', { name: 'Horizon Drone Mini' }).click()

  await expect(page).toHaveURL(/\/product-detail\/horizon-drone-mini$/)
  await expect(page.getByRole('heading', { name: 'Horizon Drone Mini' })).toBeVisible()
  await page.getByLabel('Quantity of Horizon Drone Mini').fill('2')
  await page.getByRole('button', { name: 'Add to cart: Horizon Drone Mini' }).click()
  await expect(page.getByText('Horizon Drone Mini added to your cart.')).toBeVisible()
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 4 items')

  await cartButton(page).click()
  await expect(page.getByRole('banner').getByText('2 × $899.00')).toBeVisible()
  await page.getByRole('banner').getByRole('link', { name: 'Checkout' }).click()
  await expect(page.getByLabel('Quantity of Horizon Drone Mini')).toHaveValue('2', firstLoad)
  await page.getByRole('button', { name: 'Place order' }).click()
  await page.getByRole('button', { name: 'Deliver here (Home)' }).click()
  await page.getByLabel('Cash on delivery').click()
  await page.getByRole('button', { name: 'Place order' }).click()

  await expect(page.getByRole('heading', { name: 'Thank you! Order #4101 is placed.' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Ordered items' }).getByRole('row')).toHaveCount(6)
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items')
})

test('the shop first screen loads its 9 images and no other product image', async ({ page }) => {
  const images = new Set<string>()
  page.on('request', (request) => {
    if (request.url().includes('/images/products/')) images.add(new URL(request.url()).pathname)
  })
  await page.goto('/apps/ecommerce/shop')
  await expect(cards(page)).toHaveCount(9, firstLoad)
  await expect.poll(() => images.size).toBe(9)
  await page.getByRole('link', { name: 'Page 2' }).click()
  await expect(cards(page).first()).toContainText('Crest 27 Monitor')
  await expect.poll(() => images.size).toBe(18)
})

test('fits a 390 px screen in RTL: filters as an overlay, checkout and detail fit', async ({ page }) => {
  await setPreferences(page, { skin: 'dark', direction: 'rtl' })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/apps/ecommerce/shop')
  await expect(cards(page)).toHaveCount(9, firstLoad)
  await page.getByRole('button', { name: 'Filters' }).click()
  await page.getByLabel('Wearables').click()
  await expect(page).toHaveURL(/category=wearables/)
  await expect(cards(page)).toHaveCount(5)
  await page.keyboard.press('Escape')
  for (const path of [
    '/apps/ecommerce/shop?category=wearables',
    '/apps/ecommerce/checkout',
    '/apps/ecommerce/product-detail/trail-gps-watch'
  ]) {
    if (path !== '/apps/ecommerce/shop?category=wearables') await page.goto(path)
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible(firstLoad)
    await expect(page.getByRole('main').getByRole('img').first()).toBeVisible(firstLoad)
    const overflow = await horizontalOverflow(page)
    expect(overflow.culprits, path).toEqual([])
    expect(overflow.scrollWidth, path).toBeLessThanOrEqual(overflow.clientWidth)
  }
})
