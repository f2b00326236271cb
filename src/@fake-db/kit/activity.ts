import {
  activityCap,
  type ActivityEntry,
  type ActivityUser,
  type FieldChange,
  type RecordChange as LoggedRecord
} from '@/utility/activity.contract'
import type { RecordChange, RecordPlace } from './changes'
import { original } from './journal'
import { isSecretField } from './secrets'
import { createStore } from './store'

/** A logged record with what an undo needs to find it again; the place never leaves the mock. */
export interface StoredRecord extends LoggedRecord {
  place: RecordPlace
  index?: number
}

export interface StoredEntry extends Omit<ActivityEntry, 'records'> {
  records: StoredRecord[]
  /** The browser tab whose mock wrote it (kept data is shared by the tabs); never leaves the mock. */
  tab?: string
}

/** This page's mock among the browser's tabs; new on every load. */
export const mockTab = Math.random().toString(36).slice(2, 10)

export const activityStore = createStore<StoredEntry[]>('activity', () => Promise.resolve([]), {
  fixedSize: true
})

const isBag = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null
const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b)
const copy = (value: unknown) => (value === undefined ? undefined : structuredClone(value))

/** The fields that differ, with copies of their values; a secret's values are never kept. */
export function fieldChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null
): FieldChange[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])
  const changes: FieldChange[] = []
  for (const field of fields) {
    const was = before?.[field]
    const now = after?.[field]
    // The version is the write path's bookkeeping, raised by every write: not a change anyone made.
    if (field === 'version' || (before && after && same(was, now))) continue
    if (isSecretField(field)) changes.push({ field, secret: true })
    else changes.push({ field, before: copy(was), after: copy(now) })
  }
  return changes
}

const titleFields = ['title', 'name', 'fullName', 'subject', 'label', 'username', 'email']

function titleIn(record: Record<string, unknown>): string | undefined {
  const found = titleFields.map((field) => record[field]).find((value) => typeof value === 'string' && value)
  return typeof found === 'string' ? found : undefined
}

/** The record's own name or title, else one of a part of it (an invoice's client), else its id. */
export function titleOf(record: Record<string, unknown> | null, id: string): string {
  if (!record) return `#${id}`
  const nested = Object.values(record).filter(isBag).map(titleIn)
  return (titleIn(record) ?? nested.find(Boolean) ?? `#${id}`).slice(0, 120)
}

/** What the write path knows of a write besides its changes. */
export interface WriteContext {
  app: string
  user: ActivityUser | null
}

let undoing: { entry: StoredEntry } | null = null

/** The write in progress undoes this entry: its own entry says so, in the entry's app. */
export function markUndo(entry: StoredEntry): void {
  undoing = { entry }
}

/** Called at the start of every write, so a mark never outlives its write. */
export function clearUndoMark(): void {
  undoing = null
}

function toRecord(change: RecordChange, app: string): StoredRecord | null {
  const changes = fieldChanges(change.before, change.after)
  if (changes.length === 0) return null
  const recordId = String(change.place.id)
  return {
    app,
    entity: change.entity,
    recordId,
    title: titleOf(change.after ?? change.before, recordId),
    action: change.action,
    changes,
    place: change.place,
    ...(change.index === undefined ? {} : { index: change.index })
  }
}

/** One entry for a successful write that changed something (null: nothing); the oldest entries go past the cap. */
export async function recordActivity(
  changes: RecordChange[],
  context: WriteContext
): Promise<StoredEntry | null> {
  const mark = undoing
  undoing = null
  const app = mark?.entry.app ?? context.app
  const records = changes.map((change) => toRecord(change, app)).filter((record) => record !== null)
  if (records.length === 0) return null
  // The log is written past the journal: it is not one of the write's changes.
  const log = original(await activityStore.get())
  const first = records[0]
  const id = (log.at(-1)?.id ?? 0) + 1
  const entry: StoredEntry = {
    id,
    at: new Date().toISOString(),
    user: context.user,
    app,
    entity: first.entity,
    recordId: first.recordId,
    title: first.title,
    action: records.length > 1 ? 'bulk' : first.action,
    records,
    tab: mockTab,
    ...(mark ? { undoOf: mark.entry.id } : {})
  }
  if (mark) mark.entry.undoneBy = id
  log.push(entry)
  if (log.length > activityCap) log.splice(0, log.length - activityCap)
  return entry
}

/** An entry as the contract sends it: without the places inside the stores. */
export function publicEntry({ records, tab: _tab, ...entry }: StoredEntry): ActivityEntry {
  return { ...entry, records: records.map(({ place: _place, index: _index, ...record }) => record) }
}
