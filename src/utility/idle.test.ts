import { afterEach, expect, it, vi } from 'vitest'
import { whenIdle } from './idle'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

it('waits for the browser to be idle, at most the time given', async () => {
  const idle = vi.fn((callback: () => void, _options: { timeout: number }) => setTimeout(callback, 0))
  vi.stubGlobal('requestIdleCallback', idle)
  await whenIdle(1500)
  expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 1500 })
})

it('waits half a second where the browser cannot tell when it is idle', async () => {
  vi.stubGlobal('requestIdleCallback', undefined)
  vi.useFakeTimers()
  let resolved = false
  void whenIdle().then(() => (resolved = true))
  await vi.advanceTimersByTimeAsync(499)
  expect(resolved).toBe(false)
  await vi.advanceTimersByTimeAsync(1)
  expect(resolved).toBe(true)
})
