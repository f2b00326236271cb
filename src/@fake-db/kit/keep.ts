import { createStore as openDatabase, del, get, set, type UseStore } from 'idb-keyval'
import { keepStores, resetStores, setKeeper } from './store'

/** Bumped when the shape of the kept record changes; each store's seed version is its key. */
const format = 1
const recordKey = 'stores'

interface KeptRecord {
  format: number
  stores: Record<string, unknown>
}

let opened: UseStore | null = null
const database = () => (opened ??= openDatabase('nordlight-demo-data', 'kept'))

const damaged = 'Demo data kept in this browser is damaged; using the seed instead.'

function isKeptRecord(value: unknown): value is KeptRecord {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Partial<KeptRecord>
  return record.format === format && typeof record.stores === 'object' && record.stores !== null
}

async function readKept(): Promise<Map<string, unknown>> {
  const value: unknown = await get(recordKey, database())
  if (value === undefined) return new Map()
  if (isKeptRecord(value)) return new Map(Object.entries(value.stores))
  console.warn(damaged)
  return new Map()
}

let kept: Map<string, unknown> | null = null
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
  setKeeper({
    restore: (key) => stored.get(key),
    save(stores) {
      stores.forEach((value, key) => stored.set(key, value))
      const record: KeptRecord = { format, stores: Object.fromEntries(stored) }
      void queue(() => set(recordKey, record, database()))
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
