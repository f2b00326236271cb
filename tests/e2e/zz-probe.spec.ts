import { test } from '@playwright/test'
test('probe', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Open theme customizer' }).click()
  await page.locator('.offcanvas').waitFor()
  console.log(await page.evaluate(() => { const el = document.querySelector('.offcanvas')!; return el.outerHTML.slice(0, 300) + '\nparent:' + el.parentElement!.outerHTML.slice(0, 300) }))
})
