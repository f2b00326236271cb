import type { Page } from '@playwright/test'
import { expect, setPreferences, test } from './fixtures'
import { signInAs } from './session'

/** The crawl already opens every page in every skin, direction and width with axe; these check the demos work. */

const main = (page: Page) => page.getByRole('main')
const card = (page: Page, title: string) => main(page).getByRole('region', { name: title, exact: true })

test.beforeEach(async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await signInAs(page, 'admin')
  await setPreferences(page, { skin: 'light', direction: 'ltr' })
})

test('"Show code" loads the highlighter only when pressed and shows the demo\'s own source', async ({
  page
}) => {
  const loaded: string[] = []
  page.on('request', (request) => loaded.push(request.url()))
  await page.goto('/components/accordion')
  const basic = card(page, 'Basic')
  await expect(basic.getByRole('button', { name: 'When will my order ship?' })).toBeVisible()
  expect(loaded.filter((url) => /highlight|DemoCode/.test(url))).toEqual([])

  await basic.getByRole('button', { name: 'Show code' }).click()
  const code = basic.getByRole('region', { name: 'Code of Basic' })
  await expect(code).toContainText(
    "import { Accordion, AccordionBody, AccordionHeader, AccordionItem } from 'reactstrap'"
  )
  await expect(code.locator('.hljs-keyword').first()).toBeVisible()
  expect(loaded.some((url) => /highlight/.test(url))).toBe(true)
  await basic.getByRole('button', { name: 'Copy' }).click()
  await expect(page.getByText('Copied', { exact: true }).first()).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
    'export default function AccordionBasic'
  )
  await basic.getByRole('button', { name: 'Hide code' }).click()
  await expect(code).toBeHidden()

  for (const [path, title, name] of [
    ['/components/buttons', 'Gradient', 'Button'],
    ['/ui-element/typography', 'Blockquotes', 'blockquote']
  ] as const) {
    await page.goto(path)
    await card(page, title).getByRole('button', { name: 'Show code' }).click()
    await expect(card(page, title).getByRole('region', { name: `Code of ${title}` })).toContainText(name)
  }
})

test('modals, offcanvas, popovers and tooltips open and close by mouse and keyboard', async ({ page }) => {
  await page.goto('/components/modals')
  await card(page, 'Centred').getByRole('button', { name: 'Open centred modal' }).click()
  const dialog = page.getByRole('dialog', { name: 'Leave the workspace?' })
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await card(page, 'With a form').getByRole('button', { name: 'Invite a colleague' }).click()
  const form = page.getByRole('dialog', { name: 'Invite a colleague' })
  await form.getByRole('button', { name: 'Send invitation' }).click()
  await expect(form.getByText('Enter a name.')).toBeVisible()
  await form.getByLabel('Name').fill('Jonas Berg')
  await form.getByRole('button', { name: 'Send invitation' }).click()
  await expect(form).toBeHidden()
  await expect(page.getByText('Invitation sent to Jonas Berg')).toBeVisible()

  await page.goto('/components/offcanvas')
  await card(page, 'Placements').getByRole('button', { name: 'End', exact: true }).click()
  const panel = page.getByRole('dialog', { name: 'end panel' })
  await expect(panel).toBeVisible()
  await panel.getByRole('button', { name: 'Close', exact: true }).first().click()
  await expect(panel).toBeHidden()

  await page.goto('/components/popovers')
  await card(page, 'Placements').getByRole('button', { name: 'bottom' }).click()
  await expect(page.getByText('Popover on the bottom')).toBeVisible()
  await card(page, 'Placements').getByRole('button', { name: 'bottom' }).click()
  await expect(page.getByText('Popover on the bottom')).toBeHidden()

  await page.goto('/components/tooltips')
  await card(page, 'Placements').getByRole('button', { name: 'top' }).focus()
  await expect(page.getByRole('tooltip', { name: 'Tooltip on the top' })).toBeVisible()
})

test('tabs and pills switch panels, and the active tab lives in the URL', async ({ page }) => {
  await page.goto('/components/tabs-component')
  const inUrl = card(page, 'Active tab in the URL')
  await inUrl.getByRole('tab', { name: 'Activity' }).click()
  await expect(page).toHaveURL(/\?tab=activity$/)
  await page.reload()
  await expect(card(page, 'Active tab in the URL').getByRole('tab', { name: 'Activity' })).toHaveAttribute(
    'aria-selected',
    'true'
  )
  await expect(card(page, 'Active tab in the URL').getByRole('tabpanel')).toContainText('?tab=activity')
  await card(page, 'Active tab in the URL').getByRole('tab', { name: 'Activity' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(card(page, 'Active tab in the URL').getByRole('tab', { name: 'Files' })).toBeFocused()
  await expect(page).toHaveURL(/\?tab=files$/)
  const vertical = card(page, 'Vertical')
  await vertical.getByRole('tab', { name: 'March' }).focus()
  await page.keyboard.press('ArrowDown')
  await expect(vertical.getByRole('tab', { name: 'April' })).toBeFocused()
  await expect(vertical.getByRole('tabpanel')).toContainText('91,050')

  await page.goto('/components/pills-component')
  await card(page, 'Basic').getByRole('tab', { name: 'Profile' }).click()
  await expect(card(page, 'Basic').getByRole('tabpanel')).toContainText('Head of operations')
})

test('the auto-complete picks a film by keyboard, marks the match and says when nothing matches', async ({
  page
}) => {
  await page.goto('/components/auto-complete')
  const box = card(page, 'Basic').getByRole('combobox', { name: 'Favourite film' })
  await box.fill('lady')
  const options = card(page, 'Basic').getByRole('option')
  await expect(options).toHaveText(['Lady Bird', 'Portrait of a Lady on Fire'])
  await expect(options.first().locator('mark')).toHaveText('Lady')
  await box.press('ArrowDown')
  await box.press('ArrowDown')
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
  await box.press('Enter')
  await expect(box).toHaveValue('Portrait of a Lady on Fire')
  await expect(card(page, 'Basic').getByText('You picked Portrait of a Lady on Fire.')).toBeVisible()
  await box.fill('zzz')
  await expect(card(page, 'Basic').getByText('No films match “zzz”.')).toBeVisible()
})

test('the icon search filters the virtualised grid, and a click copies the import line', async ({ page }) => {
  await page.goto('/icons/lucide')
  const grid = page.getByRole('region', { name: 'Icons' })
  await expect(grid.getByRole('button').first()).toBeVisible()
  const total = Number(
    (await page.getByRole('status').filter({ hasText: 'icons' }).textContent())?.match(/of (\d+)/)?.[1]
  )
  expect(total).toBeGreaterThan(1000)
  expect(await grid.getByRole('button').count()).toBeLessThan(200)

  await page.getByLabel('Search icons').fill('alarm clock')
  await expect(page.getByText(/^\d+ of \d+ icons$/)).toHaveText(new RegExp(`^[1-9] of ${total} icons$`))
  await grid.getByRole('button', { name: 'AlarmClockCheck', exact: true }).click()
  await expect(page.getByText("Copied: import { AlarmClockCheck } from 'lucide-react'")).toBeVisible()
  await page.getByLabel('Search icons').fill('no such icon')
  await expect(page.getByText('No icon matches “no such icon”.')).toBeVisible()
})

test('small demos work: alert, collapse, pagination, carousel, toasts, block UI, colour swatch', async ({
  page
}) => {
  await page.goto('/components/alerts')
  await card(page, 'Controlled').getByRole('button', { name: 'Close' }).click()
  await expect(card(page, 'Controlled').getByText('Two-factor sign-in')).toBeHidden()
  await card(page, 'Controlled').getByRole('button', { name: 'Show the alert again' }).click()
  await expect(card(page, 'Controlled').getByText('Two-factor sign-in')).toBeVisible()

  await page.goto('/components/pagination')
  await card(page, 'Basic').getByRole('button', { name: 'Next' }).click()
  await expect(card(page, 'Basic').getByText('Showing page 3 of 5.')).toBeVisible()

  await page.goto('/components/carousel')
  const carousel = card(page, 'Basic')
  await carousel.getByRole('button', { name: 'Next slide' }).click()
  await expect(carousel.getByRole('button', { name: 'Slide 2' })).toHaveAttribute('aria-current', 'true')

  await page.goto('/components/toasts')
  await card(page, 'Stacking').getByRole('button', { name: 'Add a toast' }).click()
  await card(page, 'Stacking').getByRole('button', { name: 'Add a toast' }).click()
  await expect(card(page, 'Stacking').locator('.toast')).toHaveCount(2)

  await page.goto('/components/blockui')
  await card(page, 'Block a card').getByRole('button', { name: 'Block card' }).click()
  await expect(card(page, 'Block a card').getByText('Refreshing sales…')).toBeVisible()
  await card(page, 'Block a card').getByRole('button', { name: 'Unblock' }).click()
  await expect(card(page, 'Block a card').getByText('Refreshing sales…')).toBeHidden()

  await page.goto('/colors/colors')
  await card(page, 'Theme colours')
    .getByRole('button', { name: /^primary #4254c8$/ })
    .click()
  await expect(page.getByText('Copied #4254c8')).toBeVisible()
})
