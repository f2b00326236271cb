import { createStore as openDatabase, del, get, set, type UseStore } from 'idb-keyval'
import { keepStores, resetStores, setKeeper, type DropReason, type KeptStore } from './store'

/** Raised when the shape of the kept record changes; each store's own version travels with its data. */
const format = 2
const recordKey = 'stores'

interface KeptRecord {
  format: number
  stores: Record<string, KeptStore>
}

let opened: UseStore | null = null
const database = () => (opened ??= openDatabase('nordlight-demo-data', 'kept'))

const damaged = 'Demo data kept in this browser is damaged; using the seed instead.'

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

const isKeptStore = (value: unknown): value is KeptStore =>
  isObject(value) && typeof value.version === 'number' && 'data' in value

function isKeptRecord(value: unknown): value is KeptRecord {
  return isObject(value) && isObject(value.stores) && Object.values(value.stores).every(isKeptStore)
}

const droppedListeners = new Set<(reason: DropReason) => void>()

/** Called when kept changes are dropped: made on another version of the demo data, or damaged. */
export function onKeptChangesDropped(listener: (reason: DropReason) => void): () => void {
  droppedListeners.add(listener)
  return () => void droppedListeners.delete(listener)
}

const told = new Set<DropReason>()
/** Once per page load and reason: one notice covers every store dropped. */
function tellDropped(reason: DropReason): void {
  if (told.has(reason)) return
  told.add(reason)
  droppedListeners.forEach((listener) => listener(reason))
}

async function readKept(): Promise<Map<string, KeptStore>> {
  const value: unknown = await get(recordKey, database())
  if (value === undefined) return new Map()
  if (isObject(value) && typeof value.format === 'number' && value.format !== format) {
    // Written by an older kit: nothing in it can be matched to a store, so it is all dropped.
    await del(recordKey, database())
    tellDropped('version')
    return new Map()
  }
  if (isKeptRecord(value)) return new Map(Object.entries(value.stores))
  console.warn(damaged)
  await del(recordKey, database())
  tellDropped('damaged')
  return new Map()
}

let kept: Map<string, KeptStore> | null = null
let saving: Promise<unknown> = Promise.resolve()

function queue(task: () => Promise<unknown>): Promise<unknown> {
  saving = saving.then(task).catch((error: unknown) => console.warn('Demo changes could not be kept:', error))
  return saving
}

/** Resolves once every change so far is in IndexedDB. */
export function keptSaved(): Promise<unknown> {
  return saving
}

/**
 * On: loads what an earlier visit kept (call it before the first request), then keeps every change.
 * Off: forgets the kept copy; the data in memory stays until the next load.
 */
export async function keepDemoChanges(on: boolean): Promise<void> {
  if (!on) {
    kept = null
    setKeeper(null)
    await queue(() => del(recordKey, database()))
    return
  }
  const stored = await readKept().catch((error: unknown) => {
    console.warn('Demo changes cannot be kept in this browser:', error)
    return null
  })
  if (!stored) return
  kept = stored
  const write = () => {
    const record: KeptRecord = { format, stores: Object.fromEntries(stored) }
    void queue(() => set(recordKey, record, database()))
  }
  setKeeper({
    restore: (name) => stored.get(name),
    save(stores) {
      stores.forEach((value, name) => stored.set(name, value))
      write()
    },
    drop(name, reason) {
      stored.delete(name)
      write()
      tellDropped(reason)
    }
  })
  keepStores()
}

/** Every store back to its seed, and no kept copy left. */
export async function resetDemoData(): Promise<void> {
  resetStores()
  if (!kept) return
  kept.clear()
  await queue(() => del(recordKey, database()))
}
