// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { routeTransition, withViewTransition } from './viewTransition'

function motion(reduced: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduced && query.includes('reduce') }))
}

function browserWithTransitions(ready: () => Promise<void> = () => Promise.resolve()) {
  const start = vi.fn((update: () => void) => {
    update()
    return { ready: ready() }
  })
  Object.defineProperty(document, 'startViewTransition', { value: start, configurable: true })
  return start
}

afterEach(() => {
  vi.unstubAllGlobals()
  Reflect.deleteProperty(document, 'startViewTransition')
})

describe('route transitions', () => {
  it('asks the router for a transition where the browser has them', () => {
    browserWithTransitions()
    motion(false)
    expect(routeTransition()).toEqual({ viewTransition: true })
  })

  it('asks for none under reduced motion', () => {
    browserWithTransitions()
    motion(true)
    expect(routeTransition()).toEqual({ viewTransition: false })
  })

  it('asks for none where the browser has no view transitions', () => {
    motion(false)
    expect(routeTransition()).toEqual({ viewTransition: false })
  })
})

describe('withViewTransition', () => {
  it('runs the change inside a transition when motion is welcome', () => {
    const start = browserWithTransitions()
    motion(false)
    const update = vi.fn()
    withViewTransition(update)
    expect(start).toHaveBeenCalledOnce()
    expect(update).toHaveBeenCalledOnce()
  })

  it('runs the change directly under reduced motion', () => {
    const start = browserWithTransitions()
    motion(true)
    const update = vi.fn()
    withViewTransition(update)
    expect(start).not.toHaveBeenCalled()
    expect(update).toHaveBeenCalledOnce()
  })

  it('lets a second change skip the animation of the first without an unhandled rejection', async () => {
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    browserWithTransitions(() => Promise.reject(new DOMException('Transition was skipped', 'AbortError')))
    motion(false)
    const update = vi.fn()
    withViewTransition(update)
    // Node reports an unhandled rejection once the microtasks of this task have run.
    await new Promise((resolve) => setTimeout(resolve, 0))
    process.off('unhandledRejection', unhandled)
    expect(update).toHaveBeenCalledOnce()
    expect(unhandled).not.toHaveBeenCalled()
  })
})
