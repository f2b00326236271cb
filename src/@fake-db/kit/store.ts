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
  seed: unknown
  /** Names the slot's data in the kept copy: it changes with the seed, so an older copy is never loaded. */
  key: string
}

/** Where "Keep demo changes" puts the data: the copy of a store with this key, and the data after each write. */
export interface Keeper {
  restore(key: string): unknown
  save(stores: Map<string, unknown>): void
}

const slots = new Set<Slot>()
let keeper: Keeper | null = null
let dataSize: DataSize = 'seed'

interface Write {
  journal: Journal
  loadedHere: Set<Slot>
}

// A write sees its stores through a journal, so a rollback costs what the write changed, not a copy.
let current: Write | null = null

const unload = (slot: Slot) => Object.assign(slot, { loaded: false, value: undefined, pending: null })

/** Only the demo's own data is kept: not the empty or big lists of a scenario. */
const keeping = () => (dataSize === 'seed' ? keeper : null)

export function setKeeper(next: Keeper | null): void {
  keeper = next
}

/** Every store starts again from its seed, resized. */
export function setDataSize(size: DataSize): void {
  if (size === dataSize) return
  dataSize = size
  resetStores()
}

/** Dates in a seed follow the day it is built on, so digits inside text do not count. */
export function seedKey(seed: unknown): string {
  const text = JSON.stringify(seed, (_key, value: unknown) =>
    typeof value === 'string' ? value.replace(/\d+/g, '#') : value
  )
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0
  return `${hash.toString(36)}-${text.length.toString(36)}`
}

const keyOf = (slot: Slot) => (slot.key ||= seedKey(slot.seed))

/** A kept copy is used only if it has the seed's kind (a list for a list); anything else was damaged. */
function restore(slot: Slot, seed: unknown): unknown {
  const kept = keeping()?.restore(keyOf(slot))
  if (kept === undefined) return undefined
  if (typeof kept === typeof seed && Array.isArray(kept) === Array.isArray(seed) && kept !== null)
    return structuredClone(kept)
  console.warn('Demo data kept in this browser is damaged; using the seed instead.')
  return undefined
}

interface StoreOptions {
  /** Keeps the seed's size whatever the data-size scenario: the accounts people sign in with. */
  fixedSize?: boolean
}

/** The store owns a deep copy, so the seed module itself is never mutated. */
export function createStore<T>(load: () => Promise<T>, options: StoreOptions = {}): Store<T> {
  const slot: Slot = { loaded: false, value: undefined, pending: null, seed: undefined, key: '' }
  slots.add(slot)
  return {
    async get() {
      const write = current
      if (!slot.loaded) {
        write?.loadedHere.add(slot)
        slot.pending ??= load().then((seed) => {
          slot.seed = seed
          slot.value =
            restore(slot, seed) ?? shapeSeed(structuredClone(seed), options.fixedSize ? 'seed' : dataSize)
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

/** A copy of every loaded store, taken now, so a later write cannot change what is saved. */
export function keepStores(): void {
  const target = keeping()
  if (!target) return
  const loaded = [...slots].filter((slot) => slot.loaded)
  target.save(new Map(loaded.map((slot) => [keyOf(slot), structuredClone(slot.value)])))
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
      if (!rollback) keepStores()
    }
  }
}

export function resetStores(): void {
  slots.forEach(unload)
}
