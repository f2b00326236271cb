/* global window */
import { storeSession } from './cli.mjs'

/** The share of the first screen's stylesheets it never used (issue 48's target: at most half). */
export const unusedCssTarget = 0.5

/**
 * One load of `route` with Chrome's CSS coverage on, until its data is on screen and the network is idle: the bytes
 * of every stylesheet it loaded and of the rules that matched an element at any time. Apart from the timed loads,
 * since tracking rules slows style work.
 * @param {import('playwright-core').Browser} browser
 * @param {{ baseUrl: string, route: import('./routes.mjs').BenchRoute, session: object }} options
 */
export async function measureCssUse(browser, { baseUrl, route, session }) {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    serviceWorkers: 'block'
  })
  try {
    if (route.signedIn) await context.addInitScript(storeSession, session)
    const page = await context.newPage()
    await page.coverage.startCSSCoverage()
    await page.goto(baseUrl + route.path, { waitUntil: 'load' })
    await page.waitForFunction(
      (selector) => {
        const element = window.document.querySelector(selector)
        return !!element && element.getBoundingClientRect().height > 0
      },
      route.ready,
      { timeout: 30_000 }
    )
    await page.waitForLoadState('networkidle')
    const sheets = await page.coverage.stopCSSCoverage()
    const total = sheets.reduce((sum, sheet) => sum + sheet.text.length, 0)
    const used = sheets.reduce(
      (sum, sheet) => sum + sheet.ranges.reduce((inSheet, range) => inSheet + range.end - range.start, 0),
      0
    )
    return { sheets: sheets.length, total, used }
  } finally {
    await context.close()
  }
}
