/** Waiting for the screen: code that is not part of the first screen (the navbar's menus, dashboard
 *  cards, the mock API) waits for it to paint, so that its download and evaluation do not run
 *  between a render and the paint that shows it. */

let firstPaint: Promise<void> | null = null

/** Resolves once the page has painted its first content. Where the browser reports no paint timing
 *  (tests, old engines) it resolves at once; a page that never paints (a tab opened in the
 *  background) stops waiting after a few seconds. */
export function afterFirstPaint(): Promise<void> {
  firstPaint ??= new Promise<void>((resolve) => {
    const supported = typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes ?? []).includes('paint')
    if (!supported) return resolve()
    const timer = setTimeout(done, 3000)
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done()
    })
    function done() {
      clearTimeout(timer)
      observer.disconnect()
      resolve()
    }
    observer.observe({ type: 'paint', buffered: true })
  })
  return firstPaint
}

/** Resolves once the browser has drawn its next frame, called while rendering: once what is being
 *  rendered is painted. The frame's callback runs before its style, layout and paint; the task it
 *  queues runs after them. */
export function afterNextPaint(): Promise<void> {
  return new Promise<void>((resolve) => {
    if (typeof requestAnimationFrame === 'undefined') return void setTimeout(resolve, 0)
    requestAnimationFrame(() => setTimeout(resolve, 0))
  })
}
