import { Journal } from './journal'

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

const slots = new Set<Slot>()

interface Write {
  journal: Journal
  loadedHere: Set<Slot>
}

// A write sees its stores through a journal, so a rollback costs what the write changed, not a copy.
let current: Write | null = null

const unload = (slot: Slot) => Object.assign(slot, { loaded: false, value: undefined, pending: null })

/** The store owns a deep copy, so the seed module itself is never mutated. */
export function createStore<T>(load: () => Promise<T>): Store<T> {
  const slot: Slot = { loaded: false, value: undefined, pending: null }
  slots.add(slot)
  return {
    async get() {
      const write = current
      if (!slot.loaded) {
        write?.loadedHere.add(slot)
        slot.pending ??= load().then((seed) => {
          slot.value = structuredClone(seed)
          slot.loaded = true
          slot.pending = null
        })
        await slot.pending
      }
      return (write?.journal.open ? write.journal.view(slot.value) : slot.value) as T
    },
    reset() {
      unload(slot)
    }
  }
}

/** One at a time: the route wrapper runs handlers in turn. */
export function beginWrite(): { end: (rollback: boolean) => void } {
  const mine: Write = { journal: new Journal(), loadedHere: new Set() }
  current = mine
  return {
    end(rollback) {
      mine.journal.open = false
      if (rollback) {
        mine.journal.rollback()
        mine.loadedHere.forEach(unload)
      }
      if (current === mine) current = null
    }
  }
}

export function resetStores(): void {
  slots.forEach(unload)
}
