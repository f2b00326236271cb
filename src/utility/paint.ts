import { whenRequestsSettled } from './httpSession'
import { whenIdle } from './idle'

/** Code outside the first screen waits for it to be painted, so it does not delay that paint. */

let firstPaint: Promise<void> | null = null

/** Without paint timing it resolves at once; a page that never paints stops waiting after a few seconds. */
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

/** Once the first screen has been painted, its calls answered and the browser is idle: for what neither the paint
 * nor the screen's data should wait behind (the navbar's menus). */
export function afterFirstScreen(): Promise<void> {
  return afterFirstPaint()
    .then(() => whenRequestsSettled())
    .then(() => whenIdle())
}
