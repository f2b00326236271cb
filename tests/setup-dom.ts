import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// Under jsdom, Node's TextEncoder returns Node-realm Uint8Arrays while the global Uint8Array is
// jsdom's, so jose (the mock's JWT signer) rejects its own keys. Re-wrap the bytes in the global type.
const NodeTextEncoder = globalThis.TextEncoder
class RealmTextEncoder extends NodeTextEncoder {
  override encode(input?: string): Uint8Array<ArrayBuffer> {
    return new Uint8Array(super.encode(input))
  }
}
if (!(new NodeTextEncoder().encode('') instanceof Uint8Array)) globalThis.TextEncoder = RealmTextEncoder

// Route chunks are transformed on first import: give lazy screens time on a busy machine.
configure({ asyncUtilTimeout: 5000 })

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
// Nor a ResizeObserver, which the data table uses.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

afterEach(() => {
  cleanup()
  localStorage.clear()
  document.documentElement.removeAttribute('dir')
  document.documentElement.removeAttribute('data-bs-theme')
  document.documentElement.removeAttribute('data-skin')
})

// ApexCharts animates through requestAnimationFrame; once jsdom closes after a test file, `window` is
// gone and its fallback runs the animation's frames synchronously, for ever (a stack overflow).
// Its global defaults (window.Apex) turn the animations off for every chart in the tests.
;(window as unknown as { Apex: unknown }).Apex = { chart: { animations: { enabled: false } } }
