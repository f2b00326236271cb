import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import toast from 'react-hot-toast'
import { afterEach } from 'vitest'

// A ceiling, not a wait: at load average 8 on two cores a lazy screen's first import and render take seconds.
configure({ asyncUtilTimeout: 15000 })

// jsdom has no layout engine: media queries answer "no match", i.e. a wide desktop screen.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false
    }) as MediaQueryList
}
window.scrollTo = () => {}
// Nor SVG geometry, which ApexCharts measures its labels with: every box is empty.
if (!('getBBox' in SVGElement.prototype))
  Object.defineProperty(SVGElement.prototype, 'getBBox', { value: () => new DOMRect(0, 0, 0, 0) })
// jsdom's Blob cannot read itself; its FileReader can.
function readBlob<T>(blob: Blob, as: 'readAsText' | 'readAsArrayBuffer') {
  return new Promise<T>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(reader.result as T)
    reader.onerror = () => reject(reader.error)
    reader[as](blob)
  })
}
Blob.prototype.text ??= function (this: Blob) {
  return readBlob<string>(this, 'readAsText')
}
Blob.prototype.arrayBuffer ??= function (this: Blob) {
  return readBlob<ArrayBuffer>(this, 'readAsArrayBuffer')
}
// jsdom has no named access on window: react-hot-toast's goober looks its sheet up as window._goober, else adds one
// per toast, and every sheet slows jsdom's style look-ups.
if (!('_goober' in window))
  Object.defineProperty(window, '_goober', { get: () => document.getElementById('_goober') })
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

afterEach(() => {
  cleanup()
  // Toasts live in the library's own store: one left by a test would show in the next test's Toaster.
  toast.remove()
  localStorage.clear()
  document.documentElement.removeAttribute('dir')
  document.documentElement.removeAttribute('data-bs-theme')
  document.documentElement.removeAttribute('data-skin')
})

// ApexCharts' animation frames would run synchronously for ever once jsdom closes: turn them off.
;(window as unknown as { Apex: unknown }).Apex = { chart: { animations: { enabled: false } } }
