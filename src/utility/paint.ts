/** Code that is not part of the first screen (the navbar's menus, the toast host, dashboard cards,
 *  the mock API) waits for that screen to be painted and shown, so that its download and
 *  evaluation do not run between the first render and the paint, nor beside the raster of that paint. */

let firstPaint: Promise<void> | null = null

/** Resolves once the page has shown its first content, and at once ever after (later pages load
 *  such code straight away). Where the browser reports no paint timing (tests, old engines) it
 *  resolves at once; a page that never paints (a tab opened in the background) stops waiting after
 *  a few seconds. */
export function afterFirstPaint(): Promise<void> {
  firstPaint ??= new Promise<void>((resolve) => {
    const supported =
      typeof PerformanceObserver !== 'undefined' &&
      (PerformanceObserver.supportedEntryTypes ?? []).includes('paint')
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
