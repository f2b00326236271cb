export interface Store<T> {
  /** Handlers mutate it in place and must not keep it between requests. */
  get(): Promise<T>
  reset(): void
}

interface Slot {
  loaded: boolean
  value: unknown
  pending: Promise<unknown> | null
}

type Saved = Pick<Slot, 'loaded' | 'value'>

const slots = new Set<Slot>()

// Each store is copied on first access in a write, so a read never pays for a copy.
let saved: Map<Slot, Saved> | null = null

function remember(slot: Slot): void {
  if (!saved || saved.has(slot)) return
  saved.set(slot, { loaded: slot.loaded, value: slot.loaded ? structuredClone(slot.value) : undefined })
}

/** The store owns a deep copy, so the seed module itself is never mutated. */
export function createStore<T>(load: () => Promise<T>): Store<T> {
  const slot: Slot = { loaded: false, value: undefined, pending: null }
  slots.add(slot)
  return {
    async get() {
      remember(slot)
      if (!slot.loaded) {
        slot.pending ??= load().then((seed) => {
          slot.value = structuredClone(seed)
          slot.loaded = true
          slot.pending = null
        })
        await slot.pending
      }
      return slot.value as T
    },
    reset() {
      Object.assign(slot, { loaded: false, value: undefined, pending: null })
    }
  }
}

/** One at a time: the route wrapper runs handlers in turn. */
export function beginWrite(): { end: (rollback: boolean) => void } {
  const mine = new Map<Slot, Saved>()
  saved = mine
  return {
    end(rollback) {
      if (rollback) for (const [slot, before] of mine) Object.assign(slot, { ...before, pending: null })
      if (saved === mine) saved = null
    }
  }
}

export function resetStores(): void {
  for (const slot of slots) Object.assign(slot, { loaded: false, value: undefined, pending: null })
}
