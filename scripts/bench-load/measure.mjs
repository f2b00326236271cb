/* global window, document, performance, PerformanceObserver, MutationObserver, requestAnimationFrame, URL */
import { storeSession } from './cli.mjs'

/** How long the page must go without a long task (after load and network idle) to count as quiet. */
export const quietWindowMs = 1500

function installObservers({ ready: readySelector, rows: rowsSelector }) {
  const bench = { lcp: 0, longTasks: [], ready: null, rowCounts: [] }
  window.__bench = bench
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.lcp = entry.renderTime || entry.startTime
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push([entry.startTime, entry.duration])
  }).observe({ type: 'longtask', buffered: true })
  // The frame that first holds a visible match is the one that paints it.
  const check = () => {
    const element = document.querySelector(readySelector)
    if (element && element.getBoundingClientRect().height > 0) bench.ready = performance.now()
    else requestAnimationFrame(check)
  }
  requestAnimationFrame(check)
  if (!rowsSelector) return
  // Each frame after a change of the document notes how many rows it holds; the last row of the first page is
  // painted in the first frame that holds as many as the page ends with.
  let pending = false
  const count = () => {
    pending = false
    const rows = document.querySelectorAll(rowsSelector)
    const visible =
      rows.length > 0 && rows[rows.length - 1].getBoundingClientRect().height > 0 ? rows.length : 0
    if (visible !== bench.rowCounts.at(-1)?.[1]) bench.rowCounts.push([performance.now(), visible])
  }
  const start = () =>
    new MutationObserver(() => {
      if (!pending) {
        pending = true
        requestAnimationFrame(count)
      }
    }).observe(document.documentElement, { childList: true, subtree: true })
  if (document.documentElement) start()
  else document.addEventListener('readystatechange', start, { once: true })
}

function pageClock() {
  const bench = window.__bench
  const ends = bench.longTasks.map(([start, duration]) => start + duration)
  const navigation = performance.getEntriesByType('navigation')[0]
  return {
    now: performance.now(),
    lastLongTaskEnd: Math.max(0, ...ends),
    loadEnd: navigation?.loadEventEnd ?? 0
  }
}

function collect(quiet) {
  const bench = window.__bench
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0
  const resources = performance.getEntriesByType('resource')
  const navigation = performance.getEntriesByType('navigation')[0]
  const js = resources.filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
  const bytes = resources.reduce((sum, entry) => sum + entry.transferSize, navigation?.transferSize ?? 0)
  // Total blocking time: the part over 50 ms of every long task after the first paint, until the page is quiet.
  const afterPaint = bench.longTasks.filter(([start]) => start >= fcp && start < quiet)
  const tbt = afterPaint.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0)
  const finalRows = bench.rowCounts.at(-1)?.[1] ?? 0
  const rowsAt = bench.rowCounts.find(([, count]) => count === finalRows && count > 0)?.[0]
  return {
    fcp,
    lcp: bench.lcp,
    // A match found in the frame before the first paint is painted with it, not earlier.
    ready: bench.ready === null ? Number.NaN : Math.max(bench.ready, fcp),
    rows: rowsAt === undefined ? Number.NaN : Math.max(rowsAt, fcp),
    rowCount: finalRows,
    quiet,
    tbt,
    longest: Math.max(0, ...bench.longTasks.map(([, duration]) => duration)),
    longestAfterPaint: Math.max(0, ...afterPaint.map(([, duration]) => duration)),
    bytes,
    jsBytes: js.reduce((sum, entry) => sum + entry.transferSize, 0),
    jsRequests: js.length,
    // When the last script before the data arrived: a waterfall shows as a late value here.
    lastJsStart: Math.max(
      0,
      ...js.filter((entry) => entry.startTime < (bench.ready ?? Infinity)).map((entry) => entry.startTime)
    )
  }
}

/**
 * Waits until the load event has passed, no request is open and no long task has run for `quietWindowMs`;
 * gives up after `limitMs`. Returns when the quiet began, in the page's clock (NaN if it never did).
 */
async function untilQuiet(page, network, limitMs) {
  const deadline = Date.now() + limitMs
  for (;;) {
    const clock = await page.evaluate(pageClock)
    // The network's last change, in the page's clock.
    const networkSince = network.open > 0 ? clock.now : clock.now - (Date.now() - network.changedAt)
    const since = Math.max(clock.lastLongTaskEnd, clock.loadEnd || clock.now, networkSince)
    if (network.open === 0 && clock.loadEnd > 0 && clock.now - since >= quietWindowMs) return since
    if (Date.now() > deadline) return Number.NaN
    await page.waitForTimeout(Math.max(100, quietWindowMs - (clock.now - since)))
  }
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {{ baseUrl: string, route: import('./routes.mjs').BenchRoute, cpu: number, session: object }} options
 */
export async function measureLoad(browser, { baseUrl, route, cpu, session }) {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    serviceWorkers: 'block'
  })
  try {
    if (route.signedIn) await context.addInitScript(storeSession, session)
    await context.addInitScript(installObservers, { ready: route.ready, rows: route.rows ?? null })
    const page = await context.newPage()
    const network = { open: 0, changedAt: Date.now() }
    const settle = () => {
      network.open -= 1
      network.changedAt = Date.now()
    }
    page.on('request', () => {
      network.open += 1
      network.changedAt = Date.now()
    })
    page.on('requestfinished', settle)
    page.on('requestfailed', settle)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Performance.enable')
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu })
    await page.goto(baseUrl + route.path, { waitUntil: 'load' })
    await page.waitForFunction(() => window.__bench.ready !== null, null, { timeout: 30_000 * cpu })
    // Until quiet, as a user feels it: work that lands after the data still blocks a tap.
    const quiet = await untilQuiet(page, network, 10_000 * cpu)
    const figures = await page.evaluate(collect, Number.isFinite(quiet) ? quiet : Infinity)
    const { metrics } = await cdp.send('Performance.getMetrics')
    const heap = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0
    return { ...figures, quiet, heap }
  } finally {
    await context.close()
  }
}
