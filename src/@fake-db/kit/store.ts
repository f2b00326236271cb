// Demo data: in-memory stores with rollback for failed writes. Remove with the mock.

/** Seed data loaded on first use, kept in memory, and rolled back after a failed write. */
export interface Store<T> {
  /** The live data; handlers mutate it in place and must not keep it between requests. */
  get(): Promise<T>
  /** Back to unloaded: the next `get` loads a fresh copy of the seed. */
  reset(): void
}

interface Slot {
  loaded: boolean
  value: unknown
  pending: Promise<unknown> | null
}

type Saved = Pick<Slot, 'loaded' | 'value'>

const slots = new Set<Slot>()

// The open write, if any: each store a writing handler touches is copied once, on first access,
// so a read never pays for a copy and a write pays only for the stores it uses.
let saved: Map<Slot, Saved> | null = null

function remember(slot: Slot): void {
  if (!saved || saved.has(slot)) return
  saved.set(slot, { loaded: slot.loaded, value: slot.loaded ? structuredClone(slot.value) : undefined })
}

/** A lazily loaded store; `load` is a dynamic import of the app's data.ts, so seeds stay out of
 *  start-up. The store owns a deep copy, so the seed module itself is never mutated. */
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

/** Opens a write (one at a time: the route wrapper runs handlers in turn). The result ends it;
 *  `rollback` first puts every store it touched back as it was. */
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

/** Every store back to its seed (tests). */
export function resetStores(): void {
  for (const slot of slots) Object.assign(slot, { loaded: false, value: undefined, pending: null })
}
