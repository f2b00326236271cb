import { expect, test } from '../e2e/fixtures'

test('the app works under /admin/: deep link, sign-in, lazy route, reload, language', async ({
  page,
  baseURL
}) => {
  const outside: string[] = []
  page.on('request', (request) => {
    const { origin, pathname } = new URL(request.url())
    if (origin === new URL(baseURL!).origin && !pathname.startsWith('/admin/')) outside.push(pathname)
  })

  await page.goto('/admin/apps/user/list')
  await expect(page).toHaveURL(/\/admin\/login\?returnTo=%2Fapps%2Fuser%2Flist$/)
  await page.getByRole('button', { name: 'Use the Admin demo account' }).click()
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/admin\/apps\/user\/list$/)
  await expect(page.getByRole('heading', { level: 1, name: 'User List' })).toBeVisible()
  const avatar = page.locator('img[src^="/admin/images/avatars/"]').first()
  await expect(avatar).toBeVisible()
  expect(await avatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)

  await page.getByRole('link', { name: 'Todo' }).first().click()
  await expect(page).toHaveURL(/\/admin\/apps\/todo$/)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Todo')

  await page.getByRole('button', { name: 'Language: English' }).click()
  await page.getByRole('menuitem', { name: /Français/ }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.getByRole('link', { name: 'Tâches' }).first()).toBeVisible()
  expect(outside).toEqual([])
})
