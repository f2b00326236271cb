import type { AxiosRequestConfig } from 'axios'
import type { z } from 'zod/mini'
import type { ActivityUser } from '@/utility/activity.contract'
import type { ListParams } from '@/utility/list.contract'
import { activityUser } from './activityUser'
import { beforeHandler, callerFor, refusedCaller, type Caller } from './guards'
import { callerOf } from './jwt/accounts'
import { clearUndoMark, recordActivity, type StoredEntry } from './kit/activity'
import { changeEventOf, publishChange } from './kit/changeFeed'
import type { Permission } from './permission'
import { fail, Refusal, type Reply } from './kit/replies'
import { addFailure } from './kit/notify'
import type { RecordChange } from './kit/changes'
import { beginWrite } from './kit/store'
import { raiseVersions, versionConflict } from './kit/versions'
import { notifyOfWrite } from './notifyWrites'
import { splitUrl, toRequest, type MockRequest, type RoutePattern } from './request'
import { routeFamily } from './scenarios'

export type Handler<T> = (req: MockRequest) => Reply<T> | Promise<Reply<T>>

export interface RouteOptions {
  /**
   * Answers a caller of the HTTP server that accepts `type` (a config with `responseType: 'stream'`) after the same
   * guards, instead of the handler; `signal` ends when the caller goes. The browser mock answers the handler's body.
   */
  stream?: {
    type: string
    handler: (req: MockRequest, signal: AbortSignal) => Promise<Reply<ReadableStream>>
  }
  /** A GET that changes data (opening a chat clears its unseen count) rolls back like a write. */
  writes?: boolean
  /** What the call reads, for docs/openapi.json; the handler still checks its input itself. */
  query?: z.ZodMiniObject | ListParams
  body?: z.ZodMiniType
  /** A call added to the template's original contract, so screens that edit data have one. */
  extension?: true
  /** `false`: its writes are not worth an activity entry (opening a chat clears its unseen count). */
  activity?: false
  /** The answer's schema, from the area's contract: it types the handler and documents the call. */
  answer: z.ZodMiniType
  /** The answer names the activity entry its write made (`entry`), so the caller can offer to undo it. */
  undoable?: true
  /** Answers 201 (the handler replies with `created`). */
  created?: true
  /** What the caller's ability must allow; checked before the handler whenever the caller is known. */
  permission: Permission
  /** For the API docs only: a success answer of more than one kind, refusals besides the usual ones, and when a
   * creating call answers 200 instead of 201 (nothing new made). */
  documented?: { answer?: z.ZodMiniType; errors?: Record<string, string>; unchanged?: string }
}

const isBag = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function isReply(value: unknown): value is Reply<unknown> {
  return Array.isArray(value) && typeof value[0] === 'number'
}

// Writes run one at a time so a rollback cannot undo another write; reads run side by side.
let writes: Promise<unknown> = Promise.resolve()

function exclusive<R>(task: () => Promise<R>): Promise<R> {
  const run = writes.then(task, task)
  writes = run.catch(() => undefined)
  return run
}

function afterWrites<R>(task: () => Promise<R>): Promise<R> {
  return writes.then(task, task)
}

/** Who read a record, and the app whose call read it. */
export interface Reading {
  app: string
  reader: ActivityUser | null
}

let readListener: ((answer: unknown, reading: Reading) => void) | null = null

/** Hears every successful read's answer (the "someone else is editing" scenario); one listener. */
export function onRead(listener: ((answer: unknown, reading: Reading) => void) | null): void {
  readListener = listener
}

interface Call {
  req: MockRequest
  route: RoutePattern
  options: RouteOptions
  caller: Caller
  canWrite: boolean
  /** Set for a rehearsal: gets what the write changed, and the write is rolled back. */
  rehearsal?: RecordChange[]
}

const asJson = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T))

// Calls made only to see what they would change (an approval card): each gets its changes here.
const rehearsals = new WeakMap<AxiosRequestConfig, RecordChange[]>()

/** Runs a call in full as its caller (guards, validation, the handler), then rolls back whatever it wrote. */
export async function rehearse(
  run: (config: AxiosRequestConfig) => Promise<Reply<unknown>>,
  config: AxiosRequestConfig
): Promise<{ reply: Reply<unknown>; changes: RecordChange[] }> {
  const changes: RecordChange[] = []
  rehearsals.set(config, changes)
  return { reply: await run(config), changes }
}

/**
 * Runs the handler: a call that can write holds the write lock, rolls back every store it touched on failure and
 * logs what it changed on success.
 */
async function handle(handler: Handler<unknown>, { req, route, options, caller, canWrite, rehearsal }: Call) {
  let kept: Promise<unknown> | undefined
  const reply = await (canWrite ? exclusive : afterWrites)(async (): Promise<Reply<unknown>> => {
    const write = canWrite ? beginWrite() : null
    if (write) clearUndoMark()
    let failed = true
    try {
      const reply: unknown = await handler(req)
      if (!isReply(reply)) throw new Error(`Handler for ${req.method.toUpperCase()} ${req.url} gave no reply`)
      if (!write || reply[0] >= 400) {
        failed = reply[0] >= 400
        if (!write && !failed)
          readListener?.(reply[1], { app: routeFamily(route.path), reader: activityUser(caller) })
        return reply
      }
      const changes = write.changes()
      const conflict = versionConflict(changes, req)
      if (conflict) return conflict
      if (rehearsal) {
        // Copies as JSON, as they would travel: they may hold the very records the rollback puts back.
        rehearsal.push(...asJson(changes))
        return [reply[0], asJson(reply[1])]
      }
      raiseVersions(changes, reply[1])
      const written = { app: routeFamily(route.path), user: activityUser(caller) }
      const entry = options.activity === false ? null : await recordActivity(changes, written)
      if (entry) await notifyOfWrite(entry, changes)
      if (entry && options.undoable && isBag(reply[1])) reply[1].entry = entry.id
      publishChange(changeEventOf(changes, { ...written, entry: entry?.id }))
      failed = false
      return reply
    } catch (error) {
      if (error instanceof Refusal) return error.reply
      throw error
    } finally {
      kept = write?.end(failed)
    }
  })
  // With "Keep demo changes" on, a change is answered once it is kept: a reload right after cannot lose it.
  await kept
  return reply
}

/** One call, start to end: guards, request, handler; a handler that throws answers 500 and changes nothing. */
export async function answer(
  route: RoutePattern,
  handler: Handler<unknown>,
  options: RouteOptions,
  config: AxiosRequestConfig
): Promise<Reply<unknown>> {
  const reply = await answerCall(route, handler, options, config)
  if (reply[0] >= 500) await noteFailure(route, config)
  return reply
}

/** A write of the mock's own (a notification), under the write lock, kept like any write; never rolled back. */
export function writeApart<R>(task: () => Promise<R>): Promise<R> {
  return exclusive(async () => {
    const write = beginWrite()
    try {
      return await task()
    } finally {
      write.end(false)
    }
  })
}

/**
 * A write the mock makes as `user` (the scenario's other editor): raises versions, is logged and tells the record's
 * watchers and `tell` (user ids) as a call's write does; rolled back if it throws.
 */
export function writeAs(
  user: ActivityUser,
  app: string,
  task: () => Promise<void>,
  tell: readonly number[]
): Promise<StoredEntry | null> {
  return exclusive(async () => {
    const write = beginWrite()
    clearUndoMark()
    let failed = true
    try {
      await task()
      const changes = write.changes()
      raiseVersions(changes, null)
      const entry = await recordActivity(changes, { app, user })
      if (entry) await notifyOfWrite(entry, changes, tell)
      publishChange(changeEventOf(changes, { app, user, entry: entry?.id }))
      failed = false
      return entry
    } finally {
      write.end(failed)
    }
  })
}

/** A call the server failed becomes a notification for its caller, in a write of its own (the call's rolled back). */
async function noteFailure(route: RoutePattern, config: AxiosRequestConfig): Promise<void> {
  const { path } = splitUrl(config)
  const call = `${(config.method ?? 'get').toUpperCase()} ${path}`
  const caller = await Promise.resolve()
    .then(() => callerOf(toRequest(route, config).headers))
    .catch(() => null)
  await writeApart(() => addFailure(activityUser(caller), routeFamily(path), call))
}

const signalOf = ({ signal }: AxiosRequestConfig) =>
  signal instanceof AbortSignal ? signal : new AbortController().signal

async function answerCall(
  route: RoutePattern,
  handler: Handler<unknown>,
  options: RouteOptions,
  config: AxiosRequestConfig
): Promise<Reply<unknown>> {
  try {
    const early = await beforeHandler(config)
    if (early) return early
    const req = toRequest(route, config)
    const canWrite = options.writes ?? req.method !== 'get'
    const caller = await callerFor(req, options.permission, canWrite)
    const refused = refusedCaller(caller, options.permission)
    if (refused) return refused
    const { stream } = options
    const run: Handler<unknown> =
      stream && config.responseType === 'stream'
        ? (streamed) => stream.handler(streamed, signalOf(config))
        : handler
    return await handle(run, { req, route, options, caller, canWrite, rehearsal: rehearsals.get(config) })
  } catch (error) {
    if (error instanceof Refusal) return error.reply
    return fail(500, { error: error instanceof Error ? error.message : String(error), code: 'server' })
  }
}
