import type { StoredEntry, StoredRecord } from '../../kit/activity'
import { original } from '../../kit/journal'
import { fail, refuse, type Reply } from '../../kit/replies'
import { storeNamed } from '../../kit/store'

type Bag = Record<string, unknown>

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b)

function changedSince(record: StoredRecord): never {
  return refuse(
    fail(409, {
      error: `${record.entity} ${record.title} (#${record.recordId}) changed since this entry: undo it by hand`,
      code: 'changedSince'
    })
  )
}

/** The list a record lived in, seen through the write's journal; undefined for a store's root object. */
async function placeOf(record: StoredRecord): Promise<{ data: Bag; list: Bag[] | null }> {
  const store = storeNamed(record.place.store)
  if (!store) return changedSince(record)
  const data = (await store.get()) as Bag
  let list: unknown = data
  for (const key of record.place.list ?? []) list = (list as Bag | undefined)?.[key]
  if (record.place.list !== null && !Array.isArray(list)) return changedSince(record)
  return { data, list: record.place.list === null ? null : (list as Bag[]) }
}

/** The record still holds what the entry left in it (secrets cannot be compared and are skipped). */
function unchanged(current: Bag, record: StoredRecord): boolean {
  return record.changes.every((change) => change.secret || same(current[change.field], change.after))
}

/** The fields as they were before the entry: set back, or removed where the record had none. */
function restored(current: Bag, record: StoredRecord): Bag {
  const next: Bag = { ...original(current) }
  for (const { field, before } of record.changes) {
    if (before === undefined) delete next[field]
    else next[field] = structuredClone(before)
  }
  return next
}

async function undoRecord(record: StoredRecord): Promise<void> {
  const { data, list } = await placeOf(record)
  if (list === null) {
    if (!unchanged(data, record)) changedSince(record)
    for (const [field, value] of Object.entries(restored(data, record))) data[field] = value
    return
  }
  const index = original(list).findIndex((row) => String(row.id) === record.recordId)
  if (record.action === 'deleted') {
    if (index >= 0) changedSince(record)
    list.splice(Math.min(record.index ?? list.length, list.length), 0, restored({}, record))
    return
  }
  if (index < 0 || !unchanged(list[index], record)) changedSince(record)
  if (record.action === 'created') list.splice(index, 1)
  else list[index] = restored(list[index], record)
}

/** Puts every record of the entry back as it was; refused (and nothing changed) when any changed since. */
export async function undoEntry(entry: StoredEntry): Promise<Reply<never> | null> {
  if (entry.undoneBy !== undefined)
    return fail(409, { error: `Entry ${entry.id} was undone already (by ${entry.undoneBy})`, code: 'undone' })
  const needsSecret = entry.records.some(
    (record) => record.action !== 'created' && record.changes.some((change) => change.secret)
  )
  if (needsSecret)
    return fail(409, {
      error: `Entry ${entry.id} changed a secret, which the log does not keep: it cannot be undone`,
      code: 'secretChange'
    })
  const records = [...entry.records].reverse()
  // A deleted row's place is counted in the list before the write: with the other changes undone, the rows go
  // back first place first (a bulk delete put back last place first would swap its neighbours).
  const deleted = records
    .filter((record) => record.action === 'deleted')
    .sort((a, b) => (a.index ?? Infinity) - (b.index ?? Infinity))
  for (const record of records.filter((one) => one.action !== 'deleted')) await undoRecord(record)
  for (const record of deleted) await undoRecord(record)
  return null
}
