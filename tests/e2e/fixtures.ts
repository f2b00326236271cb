import { test as base, expect, type BrowserContext, type ConsoleMessage, type Page } from '@playwright/test'

/** The automatic `errors` fixture fails a test on any console error, page error or failed request not expected. */

type Matcher = string | RegExp

export interface ErrorWatch {
  expectFailedRequest(url: Matcher): void
  expectConsoleError(text: Matcher): void
  problems(): string[]
}

const matches = (value: string, matcher: Matcher) =>
  typeof matcher === 'string' ? value.includes(matcher) : matcher.test(value)

/** React reports misuse through console.warn with a "Warning:" prefix. */
const isFrameworkWarning = (message: ConsoleMessage) =>
  message.type() === 'warning' && /^Warning: /.test(message.text())

function watch(context: BrowserContext): ErrorWatch {
  const expectedUrls: Matcher[] = []
  const expectedTexts: Matcher[] = []
  const recorded: { kind: string; text: string; url?: string }[] = []

  const urlExpected = (url: string) => expectedUrls.some((matcher) => matches(url, matcher))
  const textExpected = (text: string) => expectedTexts.some((matcher) => matches(text, matcher))

  context.on('console', (message) => {
    if (message.type() !== 'error' && !isFrameworkWarning(message)) return
    const url = message.location().url
    recorded.push({
      kind: `console.${message.type()}`,
      text: message.text(),
      url: /^Failed to load resource/.test(message.text()) ? url : undefined
    })
  })
  context.on('weberror', (webError) => {
    const error = webError.error()
    recorded.push({
      kind: 'pageerror',
      text: `${error.name}: ${error.message}${error.stack ? `\n${error.stack}` : ''}`
    })
  })
  context.on('requestfailed', (request) => {
    // A request the browser cancelled because the page moved on (navigation) is not a failure.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return
    recorded.push({
      kind: 'requestfailed',
      text: `${request.method()} ${request.url()}: ${request.failure()?.errorText ?? 'failed'}`,
      url: request.url()
    })
  })
  context.on('response', (response) => {
    if (response.status() < 400) return
    const request = response.request()
    recorded.push({
      kind: `http ${response.status()}`,
      text: `${request.method()} ${response.url()}`,
      url: response.url()
    })
  })

  return {
    expectFailedRequest: (url) => void expectedUrls.push(url),
    expectConsoleError: (text) => void expectedTexts.push(text),
    problems: () =>
      recorded
        // Checked when read, so a test may mark a failure as expected after it happened.
        .filter((problem) => !(problem.url && urlExpected(problem.url)) && !textExpected(problem.text))
        .map((problem) => `[${problem.kind}] ${problem.text}`)
  }
}

export const test = base.extend<{ errors: ErrorWatch }>({
  errors: [
    async ({ context }, use, testInfo) => {
      const errorWatch = watch(context)
      await use(errorWatch)
      const problems = errorWatch.problems()
      if (problems.length > 0) {
        await testInfo.attach('browser-errors.txt', {
          body: problems.join('\n\n'),
          contentType: 'text/plain'
        })
      }
      expect(problems, 'console errors, page errors or failed requests during the test').toEqual([])
    },
    { auto: true }
  ]
})

export { expect }

/** A whole translated text; on a page of the other direction, one starting or ending with a digit is isolated. */
export function phrase(text: string): RegExp {
  const escaped = text.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&')
  return new RegExp('^\u2066?' + escaped + '\u2069?$')
}

export type Skin = 'light' | 'bordered' | 'dark' | 'semi-dark'
export type Direction = 'ltr' | 'rtl'

export interface Preferences {
  skin?: Skin
  direction?: Direction
  menuCollapsed?: boolean
}

/** Applied once per tab: after a reload the page sees what the app stored. */
export async function seedLocalStorage(page: Page, entries: Record<string, string>): Promise<void> {
  await page.addInitScript((values: Record<string, string>) => {
    try {
      if (window.location.origin === 'null' || sessionStorage.getItem('__e2e_seeded') === '1') return
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value)
      sessionStorage.setItem('__e2e_seeded', '1')
    } catch {
      // about:blank and other opaque origins have no storage
    }
  }, entries)
}

export async function setPreferences(page: Page, preferences: Preferences): Promise<void> {
  const entries: Record<string, string> = {}
  for (const [key, value] of Object.entries(preferences)) {
    if (value !== undefined) entries[key] = JSON.stringify(value)
  }
  await seedLocalStorage(page, entries)
}

/** A client-side navigation, as a link in the app makes: the tab keeps its scripts, store and cache. */
export async function navigateInTab(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}

export async function horizontalOverflow(
  page: Page
): Promise<{ scrollWidth: number; clientWidth: number; culprits: string[] }> {
  return page.evaluate(async () => {
    await document.fonts.ready
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    const root = document.documentElement
    const width = root.clientWidth
    const culprits: string[] = []
    if (root.scrollWidth > width) {
      const fixed: HTMLElement[] = []
      for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
        // Fixed elements (off-canvas menus) never make the page scroll.
        if (fixed.some((outer) => outer.contains(element))) continue
        if (getComputedStyle(element).position === 'fixed') {
          fixed.push(element)
          continue
        }
        const box = element.getBoundingClientRect()
        if (box.width === 0 || (box.right <= width + 0.5 && box.left >= -0.5)) continue
        const parent = element.parentElement
        const parentBox = parent?.getBoundingClientRect()
        if (parentBox && (parentBox.right > width + 0.5 || parentBox.left < -0.5)) continue
        const id = element.id ? `#${element.id}` : ''
        const classes = element.classList.length ? `.${Array.from(element.classList).join('.')}` : ''
        const name = `${element.tagName.toLowerCase()}${id}${classes}`
        culprits.push(`${name} [${Math.round(box.left)}..${Math.round(box.right)}]`)
        if (culprits.length >= 8) break
      }
    }
    return { scrollWidth: root.scrollWidth, clientWidth: width, culprits }
  })
}
