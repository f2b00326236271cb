import { createStore as openDatabase, del, get, set, type UseStore } from 'idb-keyval'
import { hearOtherTabs, tellOtherTabs, withKeptLock, type KeptNotice } from './keepShared'
import { keepStores, reloadStores, resetStores, setKeeper, type DropReason, type KeptStore } from './store'

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

/** Why kept changes were lost: dropped (see `DropReason`), or the browser refused to store them (`quota`). */
export type KeptProblem = DropReason | 'quota'

const droppedListeners = new Set<(reason: KeptProblem) => void>()

/** Called when kept changes are dropped: made on another version of the demo data, or damaged. */
export function onKeptChangesDropped(listener: (reason: KeptProblem) => void): () => void {
  droppedListeners.add(listener)
  return () => void droppedListeners.delete(listener)
}

const told = new Set<DropReason | 'quota'>()
/** Once per page load and reason: one notice covers every store dropped. */
function tellDropped(reason: KeptProblem): void {
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

const isQuotaError = (error: unknown) => error instanceof Error && error.name === 'QuotaExceededError'

function queue(task: () => Promise<unknown>): Promise<unknown> {
  saving = saving.then(task).catch((error: unknown) => {
    console.warn('Demo changes could not be kept:', error)
    // The change stays in memory; the user learns it will not outlast a reload.
    if (isQuotaError(error)) tellDropped('quota')
  })
  return saving
}

/** Resolves once every change so far is in IndexedDB. */
export function keptSaved(): Promise<unknown> {
  return saving
}

/** The stores another tab wrote, or null when every store may have changed (a reset, keeping switched on). */
type ChangedListener = (names: readonly string[] | null) => void
const changedListeners = new Set<ChangedListener>()

/** Called when another tab changed or reset the demo data, so the screens load it again. */
export function onStoresChangedElsewhere(listener: ChangedListener): () => void {
  changedListeners.add(listener)
  return () => void changedListeners.delete(listener)
}

/** Under the lock: the kept record as it is now, whatever other tabs wrote, with these stores set or removed. */
function saveStores(stores: Map<string, KeptStore | null>): Promise<unknown> {
  return queue(() =>
    withKeptLock(async () => {
      const latest = await readKept()
      stores.forEach((value, name) => (value ? latest.set(name, value) : latest.delete(name)))
      const record: KeptRecord = { format, stores: Object.fromEntries(latest) }
      await set(recordKey, record, database())
      told.delete('quota')
      tellOtherTabs({ kind: 'changed', names: [...stores.keys()] })
    })
  )
}

async function heard(notice: KeptNotice): Promise<void> {
  let names: readonly string[] | null = null
  if (notice.kind === 'reset') {
    kept?.clear()
    resetStores()
  } else if (kept) {
    names = notice.names
    const latest = await readKept()
    const target = kept
    notice.names.forEach((name) => {
      const value = latest.get(name)
      if (value) target.set(name, value)
      else target.delete(name)
    })
    reloadStores(notice.names)
  } else return
  changedListeners.forEach((listener) => listener(names))
}

let stopHearing: () => void = () => undefined

/**
 * On: loads what an earlier visit kept (call it before the first request), then keeps every change, shared with
 * the other tabs. Off: forgets the kept copy; the data in memory stays until the next load. `elsewhere`: another tab
 * switched it.
 */
export async function keepDemoChanges(on: boolean, { elsewhere = false } = {}): Promise<void> {
  stopHearing()
  stopHearing = hearOtherTabs((notice) => void heard(notice))
  if (!on) {
    kept = null
    setKeeper(null)
    await queue(() => withKeptLock(() => del(recordKey, database())))
    return
  }
  const stored = await readKept().catch((error: unknown) => {
    console.warn('Demo changes cannot be kept in this browser:', error)
    return null
  })
  if (!stored) return
  kept = stored
  setKeeper({
    restore: (name) => stored.get(name),
    save(stores) {
      stores.forEach((value, name) => stored.set(name, value))
      return saveStores(stores)
    },
    drop(name, reason) {
      stored.delete(name)
      void saveStores(new Map([[name, null]]))
      tellDropped(reason)
    }
  })
  if (!elsewhere) return void keepStores()
  // Switched on in another tab, which kept its data: this one shows that, not what it changed while off.
  resetStores()
  changedListeners.forEach((listener) => listener(null))
}

/** Every store back to its seed, in this tab and the others, and no kept copy left. */
export async function resetDemoData(): Promise<void> {
  resetStores()
  kept?.clear()
  await queue(() =>
    withKeptLock(async () => {
      await del(recordKey, database())
      // Told once the copy is gone, so no tab's next write can bring the old data back.
      tellOtherTabs({ kind: 'reset' })
    })
  )
}
