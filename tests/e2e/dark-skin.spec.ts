import { expect, setPreferences, test } from './fixtures'
import { signInAs } from './session'

/** Parts a library paints in its own colours must take the dark skin's. */

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'admin')
  await setPreferences(page, { skin: 'dark', direction: 'ltr' })
})

const background = (element: Element) => getComputedStyle(element).backgroundColor

test('the zero-configuration data table takes the dark card colour', async ({ page }) => {
  await page.goto('/datatables/basic')
  const card = page.locator('.card', { has: page.getByRole('heading', { name: 'Zero configuration' }) })
  const table = card.locator('.rdt_Table')
  await expect(table.locator('.rdt_TableRow')).toHaveCount(10, { timeout: 45_000 })
  const cardColour = await card.evaluate(background)
  expect(await table.evaluate(background)).toBe(cardColour)
  expect(await table.locator('.rdt_TableRow').first().evaluate(background)).toBe(cardColour)
})

test('slider rails stand out from the card, each slider keeps its colour and a disabled one is no white pill', async ({
  page
}) => {
  await page.goto('/extensions/slider')
  const card = page.locator('.card', { has: page.getByRole('heading', { name: 'Vertical and colours' }) })
  await expect(card.getByRole('slider')).toHaveCount(3)
  const cardColour = await card.evaluate(background)
  for (const rail of await page.locator('.rc-slider-rail').all())
    expect(await rail.evaluate(background)).not.toBe(cardColour)
  const tracks = await card
    .locator('.rc-slider-track')
    .evaluateAll((all) => all.map((track) => getComputedStyle(track).backgroundColor))
  expect(new Set(tracks).size).toBe(3)
  const disabled = card.locator('.rc-slider-disabled')
  expect(await disabled.evaluate(background)).toBe('rgba(0, 0, 0, 0)')
  expect(await disabled.locator('.rc-slider-handle').evaluate(background)).toBe(cardColour)
})
