import type { RecordChange } from './changes'
import { fail, type Reply } from './replies'
import { isSecretField } from './secrets'
import type { MockRequest } from '../request'

type Bag = Record<string, unknown>

const isBag = (value: unknown): value is Bag => typeof value === 'object' && value !== null
const isRow = (value: unknown): value is Bag & { id: unknown } =>
  isBag(value) && !Array.isArray(value) && (typeof value.id === 'number' || typeof value.id === 'string')
const versionOf = (row: Bag | null) =>
  typeof row?.version === 'number' && Number.isInteger(row.version) ? row.version : 1

/** Every row of a store's outermost lists gets version 1 where it has none (seeds and older kept copies). */
export function stampVersions(data: unknown): void {
  if (Array.isArray(data)) {
    for (const row of data) if (isRow(row) && typeof row.version !== 'number') row.version = 1
    return
  }
  if (isBag(data)) for (const value of Object.values(data)) if (isBag(value)) stampVersions(value)
}

/** What a call says about its record: its body, or the one object its body wraps (`{task: {...}}`). */
function sentRecord(req: MockRequest): Bag {
  if (!isBag(req.body) || Array.isArray(req.body)) return {}
  const values = Object.values(req.body)
  const wrapped = values.length === 1 && isBag(values[0]) && !Array.isArray(values[0]) ? values[0] : {}
  return { ...wrapped, ...req.body }
}

/** The version a call was based on: `version` in its body (or the object it wraps), or in its query. */
export function sentVersion(req: MockRequest): number | undefined {
  const raw = sentRecord(req).version ?? req.params.version
  const value = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : undefined
}

/** The row the call names (a path parameter, or `id` in its query or body), else the only row it changed. */
function targetOf(changes: readonly RecordChange[], req: MockRequest): RecordChange | undefined {
  const rows = changes.filter((change) => change.place.list !== null && change.action !== 'created')
  const named = [...Object.values(req.pathParams), req.params.id, sentRecord(req).id].map(String)
  return (
    rows.find((change) => named.includes(String(change.place.id))) ??
    (rows.length === 1 ? rows[0] : undefined)
  )
}

const publicCopy = (row: Bag): Bag =>
  Object.fromEntries(Object.entries(structuredClone(row)).filter(([field]) => !isSecretField(field)))

/** 409 `conflict` with the current record when the call sent a version its record has moved past. */
export function versionConflict(changes: readonly RecordChange[], req: MockRequest): Reply<never> | null {
  const sent = sentVersion(req)
  const target = sent === undefined ? undefined : targetOf(changes, req)
  if (!target?.before || versionOf(target.before) === sent) return null
  const now = versionOf(target.before)
  return fail(409, {
    error: `${target.entity} #${String(target.place.id)} changed since version ${sent}: it is at version ${now}`,
    code: 'conflict',
    current: publicCopy(target.before)
  })
}

/** Raises the version of every row the write made or changed, in the store and in copies its answer holds. */
export function raiseVersions(changes: readonly RecordChange[], body: unknown): void {
  const raised = new Map<string, number>()
  for (const change of changes) {
    if (change.place.list === null || !change.after) continue
    const version = change.action === 'created' ? 1 : versionOf(change.before) + 1
    change.after.version = version
    raised.set(String(change.place.id), version)
  }
  if (raised.size === 0 || !isBag(body)) return
  // A handler may answer a copy of the record it made before this: the copy's version is raised too.
  for (const value of [body, ...Object.values(body)]) {
    const version = isRow(value) && 'version' in value ? raised.get(String(value.id)) : undefined
    if (version !== undefined && isBag(value)) value.version = version
  }
}
