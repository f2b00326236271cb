import type { Journal } from './journal'

type Bag = Record<PropertyKey, unknown>
type Id = number | string

/**
 * Where a record lives: a row of a list (the list's keys from the store's root, `[]` when the root is the list)
 * found by its id, or, with `list: null`, the store's root itself (a settings object), named by the store.
 */
export interface RecordPlace {
  store: string
  list: string[] | null
  id: Id
}

/** One record a write changed, as whole values: the activity log turns them into fields before and after. */
export interface RecordChange {
  place: RecordPlace
  /** The list's name made singular (`tasks` -> `task`), or the store's name for a root object. */
  entity: string
  action: 'created' | 'updated' | 'deleted'
  before: Bag | null
  after: Bag | null
  /** Where a deleted row stood, so an undo puts it back there. */
  index?: number
}

interface ListWatch {
  store: string
  path: string[]
  before: unknown[]
  /** The list now: the same array, or the one a handler put in its place (`kanban.tasks = moved(...)`). */
  now: () => unknown[]
}

interface RowWatch {
  store: string
  path: string[]
  before: Bag
}

interface RootWatch {
  root: Bag
  before: Map<PropertyKey, unknown>
}

const isBag = (value: unknown): value is Bag => typeof value === 'object' && value !== null
const isRow = (value: unknown): value is Bag & { id: Id } =>
  isBag(value) && !Array.isArray(value) && (typeof value.id === 'number' || typeof value.id === 'string')
const isRowList = (value: unknown) => Array.isArray(value) && isRow(value[0])
const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b)

/** `tasks` -> `task`, `categories` -> `category`, `calendar-events` -> `calendar-event`. */
export function singular(name: string): string {
  if (name.endsWith('ies')) return `${name.slice(0, -3)}y`
  return name.endsWith('s') && !name.endsWith('ss') ? name.slice(0, -1) : name
}

/** Follows a write's changes through its journal: which rows of which lists, and which root fields, it touched. */
export class ChangeTracker {
  private readonly roots = new Map<Bag, string>()
  private readonly lists = new Map<unknown[], ListWatch>()
  private readonly rows = new Map<Bag, RowWatch>()
  private readonly rootFields = new Map<string, RootWatch>()
  /** Lists put in place of a watched one: their changes count in that one's. */
  private readonly replacements = new Set<unknown>()

  constructor(private readonly journal: Journal) {
    journal.watcher = (target, key, value) => this.touched(target, key, value)
  }

  /** The data a store handed out in this write. */
  root(value: unknown, store: string): void {
    if (isBag(value)) this.roots.set(value, store)
  }

  private touched(target: Bag, key: PropertyKey, value: unknown): void {
    const chain: Bag[] = [target]
    const keys: string[] = []
    for (let up = this.journal.parentOf(target); up; up = this.journal.parentOf(up.parent)) {
      chain.unshift(up.parent)
      keys.unshift(String(up.key))
    }
    const store = this.roots.get(chain[0])
    if (store === undefined) return
    // The outermost list of rows decides: a list inside a row is one of that row's fields.
    for (let i = 0; i < chain.length; i++) {
      const node = chain[i]
      if (!Array.isArray(node)) continue
      const below = chain[i + 1]
      if (below !== undefined) {
        if (isRow(below)) return this.watchRow(below, store, keys.slice(0, i))
        continue
      }
      const existing: unknown = node[key as keyof typeof node]
      if (isRow(node[0]) || isRow(value) || isRow(existing))
        return this.watchList(node, store, keys.slice(0, i))
    }
    const existing = target[key]
    if (!Array.isArray(target) && (isRowList(existing) || isRowList(value)))
      return this.watchReplacedList(target, key, value, store, [...keys, String(key)])
    if (!Array.isArray(chain[0])) this.watchRootField(chain[0], store, chain.length > 1 ? keys[0] : key)
  }

  private watchList(list: unknown[], store: string, path: string[]): void {
    if (!this.lists.has(list) && !this.replacements.has(list))
      this.lists.set(list, { store, path, before: list.slice(), now: () => list })
  }

  private watchReplacedList(
    holder: Bag,
    key: PropertyKey,
    value: unknown,
    store: string,
    path: string[]
  ): void {
    const old = holder[key]
    const now = () => (Array.isArray(holder[key]) ? (holder[key] as unknown[]) : [])
    this.replacements.add(value)
    if (!Array.isArray(old) || this.replacements.has(old)) return
    const watch = this.lists.get(old)
    if (watch) watch.now = now
    else this.lists.set(old, { store, path, before: old.slice(), now })
  }

  private watchRow(row: Bag, store: string, path: string[]): void {
    if (!this.rows.has(row)) this.rows.set(row, { store, path, before: structuredClone(row) })
  }

  private watchRootField(root: Bag, store: string, key: PropertyKey): void {
    let watch = this.rootFields.get(store)
    if (!watch) this.rootFields.set(store, (watch = { root, before: new Map() }))
    if (!watch.before.has(key)) watch.before.set(key, structuredClone(root[key]))
  }

  /** What the write changed, record by record; a value set to what it was is no change. */
  changes(): RecordChange[] {
    const found: RecordChange[] = []
    const seen = new Set<Bag>()
    const change = (
      store: string,
      path: string[],
      id: Id,
      action: RecordChange['action'],
      before: Bag | null,
      after: Bag | null
    ): RecordChange => ({
      place: { store, list: path, id },
      entity: singular(path.at(-1) ?? store),
      action,
      before,
      after
    })
    for (const watch of this.lists.values()) {
      const list = watch.now()
      const beforeRows = new Set(watch.before)
      const afterRows = new Set(list)
      const gone = new Map<Id, Bag>()
      for (const row of watch.before) if (isRow(row) && !afterRows.has(row)) gone.set(row.id, row)
      for (const row of list) {
        if (!isRow(row) || beforeRows.has(row)) continue
        seen.add(row)
        const old = gone.get(row.id)
        gone.delete(row.id)
        if (old) seen.add(old)
        const before = old ? (this.rows.get(old)?.before ?? old) : null
        found.push(change(watch.store, watch.path, row.id, old ? 'updated' : 'created', before, row))
      }
      for (const [id, old] of gone) {
        seen.add(old)
        const before = this.rows.get(old)?.before ?? old
        const deleted = change(watch.store, watch.path, id, 'deleted', before, null)
        found.push({ ...deleted, index: watch.before.indexOf(old) })
      }
    }
    for (const [row, watch] of this.rows) {
      if (!seen.has(row) && isRow(row))
        found.push(change(watch.store, watch.path, row.id, 'updated', watch.before, row))
    }
    for (const [store, { root, before }] of this.rootFields) {
      const fields = [...before.keys()].filter((key) => !same(before.get(key), root[key]))
      if (fields.length === 0) continue
      const pick = (read: (key: PropertyKey) => unknown) =>
        Object.fromEntries(fields.map((key) => [key, read(key)]))
      found.push({
        place: { store, list: null, id: store },
        entity: store,
        action: 'updated',
        before: pick((key) => before.get(key)),
        after: pick((key) => root[key])
      })
    }
    return found.filter((record) => record.action !== 'updated' || !same(record.before, record.after))
  }
}
