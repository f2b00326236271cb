// Demo data: helpers shared by every mock handler. Remove with the mock.
import type { ApiError, Reply } from './route'

// ---- replies ------------------------------------------------------------------------------

/** A successful reply, 200 unless told. */
export function ok<T>(body: T, status = 200): Reply<T> {
  return [status, body]
}

/** A 201 reply for calls that create something (API.md says which). */
export function created<T>(body: T): Reply<T> {
  return [201, body]
}

/** An error reply `{error}`; it fits any handler's reply type. */
export function fail(status: number, error: ApiError['error']): Reply<never> {
  return [status, { error }]
}

/** 404 `{error: '<Thing> not found'}`. */
export function notFound(thing: string): Reply<never> {
  return fail(404, `${thing.charAt(0).toUpperCase()}${thing.slice(1)} not found`)
}

/** 400 `{error: message}` for missing or malformed input. */
export function badRequest(message: string): Reply<never> {
  return fail(400, message)
}

// ---- paging, sorting, searching -------------------------------------------------------------

/** A positive integer from a number or numeric string (query params arrive as either), else fallback. */
export function toPositiveInt(value: unknown, fallback: number): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN
  return Number.isSafeInteger(n) && n > 0 ? n : fallback
}

/** The 1-based page of rows; a page past the end is empty. */
export function paginate<T>(rows: readonly T[], page: number, perPage: number): T[] {
  const start = (page - 1) * perPage
  return rows.slice(start, start + perPage)
}

/** The value at a dotted path such as `client.name`, or undefined. */
export function getPath(value: unknown, path: string): unknown {
  let current = value
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined
    current = (current as Record<string, unknown>)[key]
  }
  return current
}

// Money like '$1,250.50' or '-$320', and plain numeric strings like an age of '34', sort as numbers.
const numericText = /^(-)?\$?(-)?(\d[\d,]*(?:\.\d+)?|\.\d+)$/

function sortKey(value: unknown): number | string | null {
  if (typeof value === 'number') return Number.isNaN(value) ? null : value
  if (typeof value === 'boolean') return value ? 1 : 0
  if (value instanceof Date) return value.getTime()
  if (typeof value !== 'string') return null
  const text = value.trim()
  const money = numericText.exec(text)
  if (money) return (money[1] || money[2] ? -1 : 1) * Number(money[3].replace(/,/g, ''))
  return text.toLowerCase()
}

function compareKeys(a: number | string | null, b: number | string | null): number {
  if (a === b) return 0
  if (a === null) return 1 // missing values go last
  if (b === null) return -1
  if (typeof a !== typeof b) return typeof a === 'number' ? -1 : 1 // numbers before text
  return a < b ? -1 : 1
}

/** A sorted copy, stable, by a dotted path: numbers and money numerically, text case-insensitively. */
export function sortBy<T>(rows: readonly T[], path: string, direction: 'asc' | 'desc' = 'asc'): T[] {
  const sign = direction === 'desc' ? -1 : 1
  return rows
    .map((row) => ({ row, key: sortKey(getPath(row, path)) }))
    .sort((x, y) => sign * compareKeys(x.key, y.key))
    .map(({ row }) => row)
}

/** 'asc' or 'desc' from a query param, else the fallback. */
export function toDirection(value: unknown, fallback: 'asc' | 'desc'): 'asc' | 'desc' {
  return value === 'asc' || value === 'desc' ? value : fallback
}

function searchable(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (typeof value === 'number' && Number.isFinite(value)) return [String(value)]
  if (Array.isArray(value)) return value.flatMap(searchable)
  return []
}

/** Whether any value contains q (trimmed, case-insensitive; numbers by their decimal string; arrays
 *  by their items). An empty or absent q matches. */
export function matchesQuery(q: unknown, ...values: unknown[]): boolean {
  const needle = typeof q === 'number' ? String(q) : typeof q === 'string' ? q.trim().toLowerCase() : ''
  if (!needle) return true
  return values.flatMap(searchable).some((text) => text.toLowerCase().includes(needle))
}

// ---- input guards -----------------------------------------------------------------------------

/** A checked input: the value, or the message a 400 should carry. */
export type Checked<T> = { ok: true; value: T } | { ok: false; error: string }

const valid = <T>(value: T): Checked<T> => ({ ok: true, value })
const invalid = (error: string): Checked<never> => ({ ok: false, error })

/** A plain object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The request body when it is a JSON object. */
export function readBody(body: unknown): Checked<Record<string, unknown>> {
  return isRecord(body) ? valid(body) : invalid('The request body must be a JSON object')
}

/** `obj[key]` when it is an object (for wrapper keys such as `{task}` or `{data}`). */
export function readRecord(obj: Record<string, unknown>, key: string): Checked<Record<string, unknown>> {
  const value = obj[key]
  if (value === undefined || value === null) return invalid(`${key} is required`)
  return isRecord(value) ? valid(value) : invalid(`${key} must be an object`)
}

/** `obj[key]` as a string; with `required`, absent or blank is an error. The value is not trimmed. */
export function readString(obj: Record<string, unknown>, key: string, options: { required: true }): Checked<string>
export function readString(obj: Record<string, unknown>, key: string, options?: { required?: boolean }): Checked<string | undefined>
export function readString(obj: Record<string, unknown>, key: string, options: { required?: boolean } = {}): Checked<string | undefined> {
  const value = obj[key]
  if (value === undefined || value === null) return options.required ? invalid(`${key} is required`) : valid(undefined)
  if (typeof value !== 'string') return invalid(`${key} must be a string`)
  if (options.required && !value.trim()) return invalid(`${key} is required`)
  return valid(value)
}

/** `obj[key]` as a boolean when present. */
export function readBoolean(obj: Record<string, unknown>, key: string): Checked<boolean | undefined> {
  const value = obj[key]
  if (value === undefined || value === null) return valid(undefined)
  return typeof value === 'boolean' ? valid(value) : invalid(`${key} must be true or false`)
}

/** A numeric id from a number or a numeric string (query params are strings). */
export function readId(value: unknown, name = 'id'): Checked<number> {
  if (value === undefined || value === null || value === '') return invalid(`${name} is required`)
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : NaN
  return Number.isSafeInteger(n) ? valid(n) : invalid(`${name} must be a whole number`)
}

/** A list param sent as an array or a comma-separated string; absent or '' is empty. */
export function readList(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : []
  return items.filter((item): item is string => typeof item === 'string').map((s) => s.trim()).filter(Boolean)
}

/** The next id: highest existing id + 1 (1 for an empty list). */
export function nextId(rows: readonly { id: number }[]): number {
  return rows.reduce((max, row) => Math.max(max, row.id), 0) + 1
}

// ---- stores -----------------------------------------------------------------------------------

/** Seed data loaded on first use, kept in memory, and restorable after a failed request. */
export interface Store<T> {
  /** The live data; handlers mutate it in place and must not keep it between requests. */
  get(): Promise<T>
  /** Back to unloaded: the next `get` loads a fresh copy of the seed. */
  reset(): void
}

interface Slot {
  loaded: boolean
  value: unknown
  pending: Promise<unknown> | null
}

const slots = new Set<Slot>()

/** A lazily loaded store; `load` is a dynamic import of the app's data.ts, so seeds stay out of
 *  start-up. The store owns a deep copy, so the seed module itself is never mutated. */
export function createStore<T>(load: () => Promise<T>): Store<T> {
  const slot: Slot = { loaded: false, value: undefined, pending: null }
  slots.add(slot)
  return {
    async get() {
      if (!slot.loaded) {
        slot.pending ??= load().then((seed) => {
          slot.value = structuredClone(seed)
          slot.loaded = true
          slot.pending = null
        })
        await slot.pending
      }
      return slot.value as T
    },
    reset() {
      Object.assign(slot, { loaded: false, value: undefined, pending: null })
    }
  }
}

/** Copies every store's state now; calling the result puts them all back as they were. */
export function snapshotStores(): () => void {
  const saved = [...slots].map((slot) => ({ slot, loaded: slot.loaded, value: slot.loaded ? structuredClone(slot.value) : undefined }))
  return () => {
    for (const { slot, loaded, value } of saved) Object.assign(slot, { loaded, value, pending: null })
  }
}

/** Every store back to its seed (tests). */
export function resetStores(): void {
  for (const slot of slots) Object.assign(slot, { loaded: false, value: undefined, pending: null })
}

/** Membership in an enum written as `Record<Union, true>`: the compiler then flags a value added
 *  to or missing from the client's union type. */
export const isKeyOf = <K extends string>(set: Record<K, true>, value: unknown): value is K =>
  typeof value === 'string' && Object.hasOwn(set, value)
