import { expect, test as base, type BrowserContext, type Page } from '@playwright/test'
import { sessionFor } from '../sessions'
import { routes, type CrawlRoute } from '../e2e/routes'

/** What a project renders: its skin and direction (its viewport and scale are the project's). */
const settingOf = (projectName: string) =>
  projectName.startsWith('dark') ? { skin: 'dark', direction: 'rtl' } : { skin: 'light', direction: 'ltr' }

const fixedTime = new Date('2026-03-02T09:30:00Z')

interface Tabs {
  tabFor: (user: 'admin' | 'client' | 'anonymous') => Promise<Page>
}

// One tab per user for the whole worker: later routes load from the browser's cache, as a visitor's would.
const test = base.extend<object, Tabs>({
  tabFor: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, deviceScaleFactor, timezoneId, locale, reducedMotion } = workerInfo.project.use
      const { skin, direction } = settingOf(workerInfo.project.name)
      const contexts: BrowserContext[] = []
      const tabs = new Map<string, Promise<Page>>()
      const open = async (user: 'admin' | 'client' | 'anonymous') => {
        const context = await browser.newContext({
          baseURL: workerInfo.project.use.baseURL,
          viewport,
          deviceScaleFactor,
          timezoneId,
          locale,
          reducedMotion,
          serviceWorkers: 'block'
        })
        contexts.push(context)
        // No network beyond the served build.
        await context.route(/^(?!http:\/\/localhost)/, (route) => route.abort())
        await context.clock.setFixedTime(fixedTime)
        const session = user === 'anonymous' ? null : sessionFor(user)
        await context.addInitScript(
          ({ session, preferences }) => {
            localStorage.clear()
            for (const [key, value] of Object.entries(preferences))
              localStorage.setItem(key, JSON.stringify(value))
            if (!session) return
            localStorage.setItem('userData', JSON.stringify(session.userData))
            localStorage.setItem('accessToken', session.accessToken)
            localStorage.setItem('refreshToken', session.refreshToken)
          },
          { session, preferences: { skin, direction } }
        )
        const page = await context.newPage()
        trackRequests(page)
        return page
      }
      await use((user) => {
        if (!tabs.has(user)) tabs.set(user, open(user))
        return tabs.get(user)!
      })
      await Promise.all(contexts.map((context) => context.close()))
    },
    { scope: 'worker' }
  ]
})

const fileNameOf = (route: CrawlRoute) => (route.path.slice(1).replace(/[^\w-]+/g, '_') || 'home') + '.png'

const inFlight = new WeakMap<Page, Set<unknown>>()

/** Counts a tab's requests, so a test can wait until the deferred parts (navbar menus, pictures) have come. */
function trackRequests(page: Page) {
  const pending = new Set<unknown>()
  inFlight.set(page, pending)
  page.on('request', (request) => pending.add(request))
  page.on('requestfinished', (request) => pending.delete(request))
  page.on('requestfailed', (request) => pending.delete(request))
}

// Charts and carousels draw on their own schedule: masked, so the page around them is what is compared.
const moving = (page: Page) => [page.locator('.apexcharts-canvas, canvas, .swiper')]

async function settle(page: Page) {
  await page.waitForFunction(
    () => !!document.querySelector('h1')?.textContent?.trim() && !document.querySelector('.card-skeleton'),
    undefined,
    { polling: 50, timeout: 15_000 }
  )
  // A loading spinner frozen mid-turn is no picture of the page: wait for the data (demo spinners stay).
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('.spinner-border, .spinner-grow, [aria-busy="true"]')].every(
        (element) => element.closest('.demo-card-body') || !(element as HTMLElement).offsetParent
      ),
    undefined,
    { polling: 50, timeout: 15_000 }
  )
  await expect
    .poll(
      async () => {
        const quiet = inFlight.get(page)?.size === 0
        const drawn = await page.evaluate(() =>
          [...document.images].every((image) => image.complete || image.loading === 'lazy')
        )
        return quiet && drawn
      },
      { intervals: [50] }
    )
    .toBe(true)
  // The navbar's widgets load after the page; the bell's count comes from the in-page mock, which no request shows.
  await page.waitForFunction(
    () =>
      !document.querySelector('.navbar-actions') ||
      !!document.querySelector('.navbar-notifications button:not([aria-busy])'),
    undefined,
    { polling: 50, timeout: 15_000 }
  )
  await page.evaluate(() => document.fonts.ready)
}

// Each route at one of the two settings, in turn, the other way round from the crawl's rotation (light LTR first).
const settingFor = (index: number) => (index % 2 === 0 ? 'dark-rtl-390' : 'light-ltr-1440')

routes.forEach((route, index) => {
  test(`${route.path} @${settingFor(index)}`, async ({ tabFor }, testInfo) => {
    if (route.slow) test.slow()
    const page = await tabFor(route.signedInAs ?? 'admin')
    await page.goto(route.path)
    await settle(page)
    await expect(page).toHaveScreenshot(fileNameOf(route), {
      timeout: testInfo.timeout / 2,
      mask: moving(page)
    })
  })
})
