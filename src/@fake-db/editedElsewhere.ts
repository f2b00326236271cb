import type { ActivityUser } from '@/utility/activity.contract'
import { writeAs, type Reading } from './answer'
import type { StoredEntry } from './kit/activity'
import { original } from './kit/journal'
import { isSecretField } from './kit/secrets'
import { loadedStores, storeNamed } from './kit/store'
import { accountStore } from './jwt/accounts'
import { mockOptions } from './options'

type Bag = Record<string, unknown>
type Id = number | string

/** A row of a store's list: the list's keys from the store's root and the row's id. */
interface Place {
  store: string
  list: string[]
  id: Id
}

const isBag = (value: unknown): value is Bag => typeof value === 'object' && value !== null
const isVersionedRow = (value: unknown): value is Bag & { id: Id; version: number } =>
  isBag(value) &&
  !Array.isArray(value) &&
  (typeof value.id === 'number' || typeof value.id === 'string') &&
  typeof value.version === 'number'
const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b)

/** The one editable record an answer holds: the answer itself, or the one versioned record it wraps. */
export function openedRecord(answer: unknown): (Bag & { id: Id; version: number }) | null {
  if (isVersionedRow(answer)) return answer
  if (!isBag(answer) || Array.isArray(answer)) return null
  const rows = Object.values(answer).filter(isVersionedRow)
  return rows.length === 1 ? rows[0] : null
}

/** The lists of rows in a store's data, with their keys from its root (`[]` for a list root), two levels deep. */
function listsIn(data: unknown, path: string[] = []): { path: string[]; rows: unknown[] }[] {
  if (Array.isArray(data)) return [{ path, rows: data }]
  if (!isBag(data) || path.length >= 2) return []
  return Object.entries(data).flatMap(([key, value]) => listsIn(value, [...path, key]))
}

/** Where the answered record lives: the loaded row with its id and version that shares most of its fields. */
export function placeOf(record: Bag & { id: Id; version: number }): Place | null {
  let best: { place: Place; score: number } | null = null
  const fields = Object.keys(record)
  for (const [store, data] of loadedStores())
    for (const { path, rows } of listsIn(data))
      for (const row of rows) {
        if (!isVersionedRow(row) || row.id !== record.id || row.version !== record.version) continue
        const score = fields.filter((field) => same(row[field], record[field])).length
        if (score > fields.length / 2 && score > (best?.score ?? 0))
          best = { place: { store, list: path, id: row.id }, score }
      }
  return best?.place ?? null
}

const signOff = (value: string, who: string) => `${value.trim()} Checked by ${who}.`.trim()

/** What the other user changes, by field name (the first the record has as text): never an app's own rule. */
const edits: [field: string, change: (value: string, who: string, row: Bag) => string][] = [
  ['note', signOff],
  ['description', signOff],
  ['excerpt', signOff],
  ['contact', (_value, _who, row) => `+46 70 555 ${1000 + ((Number(row.version) * 7919 + 17) % 9000)}`]
]

/** The record with the other user's change, or null when it has no field this scenario knows how to change. */
export function editedBy(row: Bag, who: string): Bag | null {
  const found = edits.find(([field]) => typeof row[field] === 'string' && !isSecretField(field))
  if (!found) return null
  const [field, change] = found
  return { ...row, [field]: change(row[field] as string, who.split(' ')[0] ?? who, row) }
}

/** The newest account besides the reader's: with no known reader (auth not enforced) never the demo's first one. */
async function otherUser(reader: ActivityUser | null): Promise<ActivityUser | null> {
  const accounts = original(await accountStore.get())
  const other = [...accounts].reverse().find((account) => account.id !== reader?.id && !account.disabled)
  return other ? { id: other.id, name: other.fullName } : null
}

const listeners = new Set<(entry: StoredEntry) => void>()

/** Called after the scenario's user changed a record this tab read: the log and the bell have news. */
export function onEditedElsewhere(listener: (entry: StoredEntry) => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

async function editElsewhere(place: Place, { app, reader }: Reading): Promise<void> {
  if (!mockOptions.someoneEditing) return
  const other = await otherUser(reader)
  if (!other) return
  const task = async () => {
    let list: unknown = await storeNamed(place.store)?.get()
    for (const key of place.list) list = isBag(list) ? list[key] : undefined
    if (!Array.isArray(list)) return
    const rows = list as Bag[]
    const index = original(rows).findIndex((row) => row.id === place.id)
    const next = index < 0 ? null : editedBy(original(rows[index]), other.name)
    if (next) rows[index] = next
  }
  const entry = await writeAs(other, app, task, reader ? [reader.id] : [0])
  if (entry) listeners.forEach((listener) => listener(entry))
}

// Each record once per page load, so saving it (and reading it again) does not start another round; each with its
// change, done once the change is.
const planned = new Map<string, Promise<void>>()

/** With the scenario on, a record a call answered is changed by another user a few seconds later (once). */
export function noteRead(answer: unknown, reading: Reading): void {
  if (!mockOptions.someoneEditing) return
  const record = openedRecord(answer)
  const place = record && placeOf(record)
  const key = place && `${place.store}\u0000${String(place.id)}`
  if (!place || !key || planned.has(key)) return
  const change = new Promise<void>((resolve) =>
    setTimeout(
      () =>
        void editElsewhere(place, reading)
          .catch((error: unknown) => console.warn('The scenario could not change the record', error))
          .finally(resolve),
      mockOptions.someoneEditingAfterMs
    )
  )
  planned.set(key, change)
}

/** Every planned change, done (tests advance their fake clock, then wait for it). */
export async function editedElsewhereSettled(): Promise<void> {
  await Promise.all(planned.values())
}
