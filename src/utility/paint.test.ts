import { afterEach, describe, expect, it, vi } from 'vitest'

/** afterFirstPaint remembers its promise for the page's life. */
const freshPaint = async () => {
  vi.resetModules()
  return import('./paint')
}

const settled = async (promise: Promise<unknown>) => {
  let done = false
  void promise.then(() => (done = true))
  await Promise.resolve()
  await Promise.resolve()
  return done
}

function fakePaintObserver() {
  const observers: Array<(names: string[]) => void> = []
  class FakeObserver {
    static supportedEntryTypes = ['paint']
    constructor(private callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {}
    observe() {
      observers.push((names) =>
        this.callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) })
      )
    }
    disconnect() {
      observers.length = 0
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver)
  return { paint: (...names: string[]) => observers.forEach((deliver) => deliver(names)) }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('afterFirstPaint', () => {
  it('resolves at once where the engine reports no paint timing', async () => {
    vi.stubGlobal('PerformanceObserver', undefined)
    const { afterFirstPaint } = await freshPaint()
    expect(await settled(afterFirstPaint())).toBe(true)
  })

  it('waits for the first contentful paint, not for the first paint', async () => {
    const observer = fakePaintObserver()
    const { afterFirstPaint } = await freshPaint()
    const painted = afterFirstPaint()
    observer.paint('first-paint')
    expect(await settled(painted)).toBe(false)
    observer.paint('first-contentful-paint')
    expect(await settled(painted)).toBe(true)
    expect(afterFirstPaint()).toBe(painted)
  })

  it('stops waiting after three seconds on a page that does not paint', async () => {
    vi.useFakeTimers()
    fakePaintObserver()
    const { afterFirstPaint } = await freshPaint()
    const painted = afterFirstPaint()
    vi.advanceTimersByTime(2999)
    expect(await settled(painted)).toBe(false)
    vi.advanceTimersByTime(1)
    expect(await settled(painted)).toBe(true)
  })
})

describe('afterFirstScreen', () => {
  it("waits for the paint, then for the screen's calls to be answered, then for an idle browser", async () => {
    vi.useFakeTimers()
    const observer = fakePaintObserver()
    vi.stubGlobal('requestIdleCallback', (resume: () => void) => setTimeout(resume, 10))
    const { afterFirstScreen } = await freshPaint()
    const { tracked } = await import('./httpSession')
    let answer = () => {}
    const call = tracked(new Promise<void>((resolve) => (answer = resolve)))
    const shown = afterFirstScreen()
    observer.paint('first-contentful-paint')
    await vi.advanceTimersByTimeAsync(100)
    expect(await settled(shown)).toBe(false)
    answer()
    await call
    expect(await settled(shown)).toBe(false)
    await vi.advanceTimersByTimeAsync(10)
    expect(await settled(shown)).toBe(true)
  })
})
