import { afterEach, describe, expect, it, vi } from 'vitest'

const load = async () => {
  vi.resetModules()
  return import('./mockScenarios')
}

afterEach(() => vi.unstubAllGlobals())

describe('demo scenarios', () => {
  it('names the active ones, remembers all but the one-shot expiry, and resets in one step', async () => {
    const saved = new Map<string, string>()
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => saved.get(key) ?? null,
      setItem: (key: string, value: string) => void saved.set(key, value)
    })
    const scenarios = await load()
    const listener = vi.fn()
    scenarios.subscribeScenarios(listener)
    expect(scenarios.activeScenarios(scenarios.currentScenarios())).toEqual([])
    scenarios.setScenarios({ failFamily: 'users', expireNext: true, offline: true, dataSize: 'big' })
    expect(scenarios.activeScenarios(scenarios.currentScenarios())).toEqual([
      'failing',
      'expired',
      'offline',
      'big'
    ])
    expect(listener).toHaveBeenCalledTimes(1)

    const reloaded = await load()
    expect(reloaded.currentScenarios()).toEqual({
      failShare: 0,
      failFamily: 'users',
      expireNext: false,
      offline: true,
      dataSize: 'big',
      someoneEditing: false
    })
    reloaded.resetScenarios()
    expect(reloaded.activeScenarios(reloaded.currentScenarios())).toEqual([])
    expect((await load()).activeScenarios((await load()).currentScenarios())).toEqual([])
  })

  it('ignores stored values it does not know', async () => {
    vi.stubGlobal('localStorage', {
      getItem: () => JSON.stringify({ failShare: 0.33, offline: 'yes', dataSize: 'huge' }),
      setItem: () => undefined
    })
    const { activeScenarios, currentScenarios } = await load()
    expect(activeScenarios(currentScenarios())).toEqual([])
  })
})
