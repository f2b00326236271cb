/** The demo scenarios the customizer turns on; src/mockBoot.ts hands them to the mock. Remembered in localStorage. */

export const dataSizes = ['seed', 'empty', 'big'] as const
export type DataSize = (typeof dataSizes)[number]

export const failShares = [0, 0.1, 0.25, 0.5, 1] as const

export interface Scenarios {
  failShare: number
  /** The route family whose every call fails; empty for none. */
  failFamily: string
  /** One-shot, so never remembered. */
  expireNext: boolean
  offline: boolean
  dataSize: DataSize
  /** A record the user opens is changed by another user a few seconds later. */
  someoneEditing: boolean
}

export const scenarioNames = ['failing', 'expired', 'offline', 'empty', 'big', 'editing'] as const
export type ScenarioName = (typeof scenarioNames)[number]

const storageKey = 'demoScenarios'
const defaults: Scenarios = {
  failShare: 0,
  failFamily: '',
  expireNext: false,
  offline: false,
  dataSize: 'seed',
  someoneEditing: false
}

function stored(): Scenarios {
  try {
    const raw: unknown = JSON.parse(globalThis.localStorage?.getItem(storageKey) ?? 'null')
    if (typeof raw !== 'object' || raw === null) return defaults
    const value = raw as Partial<Record<keyof Scenarios, unknown>>
    return {
      ...defaults,
      failShare: failShares.find((share) => share === value.failShare) ?? 0,
      failFamily: typeof value.failFamily === 'string' ? value.failFamily : '',
      offline: value.offline === true,
      dataSize: dataSizes.find((size) => size === value.dataSize) ?? 'seed',
      someoneEditing: value.someoneEditing === true
    }
  } catch {
    return defaults
  }
}

let current = stored()
let families: readonly string[] = []
const listeners = new Set<() => void>()

function changed(): void {
  try {
    const { expireNext: _oneShot, ...kept } = current
    globalThis.localStorage?.setItem(storageKey, JSON.stringify(kept))
  } catch {
    // not remembered; still applies until reload
  }
  listeners.forEach((listener) => listener())
}

export function currentScenarios(): Scenarios {
  return current
}

export function setScenarios(patch: Partial<Scenarios>): void {
  current = { ...current, ...patch }
  changed()
}

export function resetScenarios(): void {
  current = defaults
  changed()
}

export function subscribeScenarios(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

export function activeScenarios(scenarios: Scenarios) {
  const { failShare, failFamily, expireNext, offline, dataSize } = scenarios
  const on: Record<ScenarioName, boolean> = {
    failing: failShare > 0 || failFamily !== '',
    expired: expireNext,
    offline,
    empty: dataSize === 'empty',
    big: dataSize === 'big',
    editing: scenarios.someoneEditing
  }
  return scenarioNames.filter((name) => on[name])
}

/** The apps the mock serves, known once it has loaded. */
export function scenarioFamilies(): readonly string[] {
  return families
}

export function setScenarioFamilies(list: readonly string[]): void {
  families = list
  listeners.forEach((listener) => listener())
}
