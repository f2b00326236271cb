import { afterEach, beforeEach, vi } from 'vitest'

/** jsdom lays nothing out: every observed element reports `width`, as a browser's ResizeObserver would. */
export function reportElementWidth(width: number) {
  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly report: ResizeObserverCallback) {}
        observe() {
          this.report([{ contentRect: { width } } as ResizeObserverEntry], this as unknown as ResizeObserver)
        }
        disconnect() {}
      }
    )
  })
  afterEach(() => vi.unstubAllGlobals())
}
