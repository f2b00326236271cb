import { ChangeTracker, type RecordChange } from './changes'
import { Journal } from './journal'
import { shapeSeed, type DataSize } from './seedShape'
import { stampVersions } from './versions'

export interface Store<T> {
  /** Handlers mutate it in place and must not keep it between requests. */
  get(): Promise<T>
  reset(): void
}

interface Slot {
  /** Names the store's data in the kept copy, so an edit of the seed's text keeps what the user changed. */
  name: string
  version: number
  loaded: boolean
  value: unknown
  pending: Promise<unknown> | null
}

/** A store's data as "Keep demo changes" keeps it, with the version of the store that wrote it. */
export interface KeptStore {
  version: number
  data: unknown
}

/** Where "Keep demo changes" puts the data: the copy of a named store, and the data after each write. */
export interface Keeper {
  restore(name: string): KeptStore | undefined
  /** Resolves once the stores are written where they are kept. */
  save(stores: Map<string, KeptStore>): Promise<unknown>
  /** The kept copy was written by another version of the store, or is damaged: it is forgotten and the user told. */
  drop(name: string, reason: DropReason): void
}

/** Why a kept copy was dropped: another version of the store, damaged, or too many records to keep. */
export type DropReason = 'version' | 'damaged' | 'capped'

/** Kept lists stop here: a store holding more records than this lasts only until the next load. */
export const keptRecordsLimit = 5000

/** The records of a store: its list's length, or the lengths of an object's lists added up. */
function recordCount(value: unknown): number {
  if (Array.isArray(value)) return value.length
  if (typeof value !== 'object' || value === null) return 0
  return Object.values(value).reduce<number>(
    (sum, field) => sum + (Array.isArray(field) ? field.length : 0),
    0
  )
}

const kindOf = (value: unknown) => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value)

/** Kept data has its seed's kind (a list for a list) and, for an object, each of the seed's fields, of its kind. */
function sameKind(data: unknown, seed: unknown): boolean {
  if (kindOf(data) !== kindOf(seed)) return false
  if (kindOf(seed) !== 'object') return true
  const kept = data as Record<string, unknown>
  // A field the seed leaves null may hold anything; a field the user cleared may be null.
  return Object.entries(seed as Record<string, unknown>).every(
    ([key, value]) => value == null || kept[key] === null || kindOf(kept[key]) === kindOf(value)
  )
}

const slots = new Map<string, Slot>()
const stores = new Map<string, Store<unknown>>()
let keeper: Keeper | null = null
let dataSize: DataSize = 'seed'

interface Write {
  journal: Journal
  tracker: ChangeTracker
  loadedHere: Set<Slot>
  /** The stores this write read or changed: only they are kept after it, so another tab's stores are left alone. */
  touched: Set<Slot>
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

/** A kept copy is used only if its version is the store's and it has the seed's kind; else it is dropped. */
function restore(slot: Slot, seed: unknown): unknown {
  const target = keeping()
  const kept = target?.restore(slot.name)
  if (!target || kept === undefined) return undefined
  if (kept.version !== slot.version) {
    target.drop(slot.name, 'version')
    return undefined
  }
  if (sameKind(kept.data, seed)) return structuredClone(kept.data)
  console.warn('Demo data kept in this browser is damaged; using the seed instead.')
  target.drop(slot.name, 'damaged')
  return undefined
}

export interface StoreOptions {
  /** Raise it when the seed's shape or meaning changes: changes kept under another version are dropped. */
  version?: number
  /** Keeps the seed's size whatever the data-size scenario: the accounts people sign in with. */
  fixedSize?: boolean
  /** No call writes it (demo lists, dashboards): its records carry no `version`. */
  readOnly?: true
}

/**
 * A named store of demo data, loaded from its seed on the first request. The store owns a deep copy, so the
 * seed module itself is never mutated.
 */
export function createStore<T>(name: string, load: () => Promise<T>, options: StoreOptions = {}): Store<T> {
  if (slots.has(name)) throw new Error(`Two stores are named "${name}"; kept demo changes need one per name`)
  const slot: Slot = { name, version: options.version ?? 1, loaded: false, value: undefined, pending: null }
  slots.set(name, slot)
  const store: Store<T> = {
    async get() {
      const write = current
      write?.touched.add(slot)
      if (!slot.loaded) {
        write?.loadedHere.add(slot)
        slot.pending ??= load().then((seed) => {
          slot.value =
            restore(slot, seed) ?? shapeSeed(structuredClone(seed), options.fixedSize ? 'seed' : dataSize)
          if (!options.readOnly) stampVersions(slot.value)
          slot.loaded = true
          slot.pending = null
        })
        await slot.pending
      }
      if (!write?.journal.open) return slot.value as T
      write.tracker.root(slot.value, name)
      return write.journal.view(slot.value) as T
    },
    reset() {
      unload(slot)
    }
  }
  stores.set(name, store as Store<unknown>)
  return store
}

/** A store by its name (the activity log's undo reaches any app's data through it). */
export function storeNamed(name: string): Store<unknown> | undefined {
  return stores.get(name)
}

/** The stores loaded so far, by name, with their data as it is (not through a write's journal): for lookups. */
export function loadedStores(): [name: string, data: unknown][] {
  return [...slots.values()].filter((slot) => slot.loaded).map((slot) => [slot.name, slot.value])
}

/** A copy of the loaded stores (all, or those a write touched), taken now, so a later write cannot change it. */
export function keepStores(only?: ReadonlySet<Slot>): Promise<unknown> {
  const target = keeping()
  if (!target) return Promise.resolve()
  const loaded = [...(only ?? slots.values())].filter((slot) => slot.loaded)
  const tooBig = loaded.filter((slot) => recordCount(slot.value) > keptRecordsLimit)
  tooBig.forEach((slot) => target.drop(slot.name, 'capped'))
  const kept = loaded.filter((slot) => !tooBig.includes(slot))
  if (kept.length === 0) return Promise.resolve()
  return target.save(
    new Map(kept.map((slot) => [slot.name, { version: slot.version, data: structuredClone(slot.value) }]))
  )
}

/** Another tab changed these stores: each loads again, from the kept copy, at its next request. */
export function reloadStores(names: readonly string[]): void {
  names.forEach((name) => staleSlots.add(name))
  // A write in progress holds its stores: they load again once it ends.
  if (!current) unloadStale()
}

const staleSlots = new Set<string>()
function unloadStale(): void {
  staleSlots.forEach((name) => {
    const slot = slots.get(name)
    if (slot && !slot.pending) unload(slot)
  })
  staleSlots.clear()
}

/** One at a time: the route wrapper runs handlers in turn. */
export function beginWrite(): {
  end: (rollback: boolean) => Promise<unknown>
  changes: () => RecordChange[]
} {
  const journal = new Journal()
  const mine: Write = {
    journal,
    tracker: new ChangeTracker(journal),
    loadedHere: new Set(),
    touched: new Set()
  }
  current = mine
  return {
    changes: () => mine.tracker.changes(),
    end(rollback) {
      mine.journal.open = false
      if (rollback) {
        mine.journal.rollback()
        mine.loadedHere.forEach(unload)
      }
      if (current === mine) current = null
      const kept = rollback ? Promise.resolve() : keepStores(mine.touched)
      unloadStale()
      return kept
    }
  }
}

export function resetStores(): void {
  slots.forEach(unload)
}
