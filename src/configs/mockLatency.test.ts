import { describe, expect, it, vi } from 'vitest'
import { isLatencySimulated, mockDelayMs, setLatencySimulated, subscribeLatency } from './mockLatency'

describe('simulated network latency', () => {
  it('is off under test, so the mock answers at once', () => {
    expect(isLatencySimulated()).toBe(false)
    expect(mockDelayMs()).toBe(0)
  })

  it('turns the demo delay on and off live and tells subscribers', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeLatency(listener)
    setLatencySimulated(true)
    expect(mockDelayMs()).toBe(250)
    setLatencySimulated(false)
    expect(mockDelayMs()).toBe(0)
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
    setLatencySimulated(true)
    expect(listener).toHaveBeenCalledTimes(2)
    setLatencySimulated(false)
  })
})
