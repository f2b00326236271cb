import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import { endTurn, requestTurn, useDrawTurn } from './drawTurns'

describe('draw turns', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('starts one chart per task, the next only once the one before has ended its turn', async () => {
    const started: string[] = []
    const first = () => started.push('first')
    const second = () => started.push('second')
    requestTurn(first)
    requestTurn(second)
    requestTurn(first)
    expect(started).toEqual([])
    await vi.runAllTimersAsync()
    expect(started).toEqual(['first'])
    endTurn(first)
    expect(started).toEqual(['first'])
    await vi.runAllTimersAsync()
    expect(started).toEqual(['first', 'second'])
    endTurn(second)
  })

  it('drops a chart that leaves before its turn', async () => {
    const started: string[] = []
    const holder = () => started.push('holder')
    const gone = () => started.push('gone')
    const last = () => started.push('last')
    requestTurn(holder)
    await vi.runAllTimersAsync()
    requestTurn(gone)
    requestTurn(last)
    endTurn(gone)
    endTurn(holder)
    await vi.runAllTimersAsync()
    expect(started).toEqual(['holder', 'last'])
    endTurn(last)
  })

  it('waits for the viewport by default, and not when told so', async () => {
    // An observer that never reports: the node is never near the viewport.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      }
    )
    const node = document.createElement('div')
    const near = renderHook(() => useDrawTurn(node, false))
    const atOnce = renderHook(() => useDrawTurn(node, false, false))
    await act(() => vi.runAllTimersAsync())
    expect(near.result.current).toBe(false)
    expect(atOnce.result.current).toBe(true)
    atOnce.unmount()
    near.unmount()
    vi.unstubAllGlobals()
  })
})
