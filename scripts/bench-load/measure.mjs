/* global window, document, performance, PerformanceObserver, requestAnimationFrame, localStorage, URL */

function installObservers(readySelector) {
  const bench = { lcp: 0, longTasks: [], ready: null }
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
}

function storeSession(session) {
  localStorage.setItem('userData', JSON.stringify(session.userData))
  localStorage.setItem('accessToken', session.accessToken)
  localStorage.setItem('refreshToken', session.refreshToken)
}

function collect() {
  const bench = window.__bench
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0
  const resources = performance.getEntriesByType('resource')
  const navigation = performance.getEntriesByType('navigation')[0]
  const js = resources.filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
  const bytes = resources.reduce((sum, entry) => sum + entry.transferSize, navigation?.transferSize ?? 0)
  // Total blocking time: the part over 50 ms of every long task after the first paint.
  const afterPaint = bench.longTasks.filter(([start]) => start >= fcp)
  const tbt = afterPaint.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0)
  return {
    fcp,
    lcp: bench.lcp,
    // A match found in the frame before the first paint is painted with it, not earlier.
    ready: bench.ready === null ? Number.NaN : Math.max(bench.ready, fcp),
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
    await context.addInitScript(installObservers, route.ready)
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Performance.enable')
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu })
    await page.goto(baseUrl + route.path, { waitUntil: 'load' })
    await page.waitForFunction(() => window.__bench.ready !== null, null, { timeout: 30_000 * cpu })
    // Not network idle: late requests are not what the page needed, and waiting them out doubles the run time.
    await page.waitForTimeout(250)
    const figures = await page.evaluate(collect)
    const { metrics } = await cdp.send('Performance.getMetrics')
    const heap = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0
    return { ...figures, heap }
  } finally {
    await context.close()
  }
}
