import { Journal } from './journal'
import { shapeSeed, type DataSize } from './seedShape'

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

let dataSize: DataSize = 'seed'

/** Every store starts again from its seed, resized. */
export function setDataSize(size: DataSize): void {
  if (size === dataSize) return
  dataSize = size
  resetStores()
}

interface StoreOptions {
  /** Keeps the seed's size whatever the data-size scenario: the accounts people sign in with. */
  fixedSize?: boolean
}

/** The store owns a deep copy, so the seed module itself is never mutated. */
export function createStore<T>(load: () => Promise<T>, options: StoreOptions = {}): Store<T> {
  const slot: Slot = { loaded: false, value: undefined, pending: null }
  slots.add(slot)
  return {
    async get() {
      const write = current
      if (!slot.loaded) {
        write?.loadedHere.add(slot)
        slot.pending ??= load().then((seed) => {
          slot.value = shapeSeed(structuredClone(seed), options.fixedSize ? 'seed' : dataSize)
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
