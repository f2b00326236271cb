import { expect, test } from './fixtures'
import { signInAs } from './session'

type Probe = { transitions: number; menuMoved: boolean }

// Counts the page's view transitions and where the menu sits while each one runs.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const probe = window as unknown as Probe
    probe.transitions = 0
    probe.menuMoved = false
    const start = document.startViewTransition.bind(document)
    document.startViewTransition = ((update: ViewTransitionUpdateCallback) => {
      probe.transitions += 1
      const menu = document.querySelector('.main-menu')?.getBoundingClientRect()
      const transition = start(update)
      void transition.updateCallbackDone.then(() => {
        const after = document.querySelector('.main-menu')?.getBoundingClientRect()
        if (menu?.left !== after?.left || menu?.width !== after?.width) probe.menuMoved = true
      })
      return transition
    }) as typeof document.startViewTransition
  })
  await signInAs(page, 'admin')
})

test('a menu route change cross-fades the page while the menu stays put', async ({ page }) => {
  await page.goto('/apps/todo')
  await expect(page.locator('.todo-list .todo-item').first()).toBeVisible()
  await page.locator('.main-menu').getByRole('link', { name: 'Email' }).click()
  await expect(page.locator('.nl-mail-row').first()).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as Probe).transitions)).toBe(1)
  expect(await page.evaluate(() => (window as unknown as Probe).menuMoved)).toBe(false)
})

test('under reduced motion a route change has no transition', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/apps/todo')
  await expect(page.locator('.todo-list .todo-item').first()).toBeVisible()
  await page.locator('.main-menu').getByRole('link', { name: 'Email' }).click()
  await expect(page.locator('.nl-mail-row').first()).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as Probe).transitions)).toBe(0)
})
