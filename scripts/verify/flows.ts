import { readsBack, snapshot } from './checks'
import type { Operation } from './document'
import type { Known } from './sample'
import { toCall, validInput } from './request'
import type { Run } from './run'

/** One record kind's calls: made, read by id, changed and removed. */
export interface Flow {
  create: Operation
  /** The list of what the create adds to, when the create names an existing record (a product for a wishlist). */
  list?: Operation
  read?: Operation
  update?: Operation
  remove: Operation
}

const verbs = new Set([
  'add',
  'create',
  'new',
  'update',
  'edit',
  'delete',
  'remove',
  'get',
  'send',
  'api',
  'apps'
])
const isIdName = (name: string) => /id$/i.test(name) || name === 'idOrSlug'

/** What a path is about, without its verb: `/apps/kanban/add-task` and `…/delete-task` are both "kanban task". */
function subject(operation: Operation): string {
  const words = operation.path
    .split('/')
    .filter((segment) => segment && !segment.startsWith('{'))
    .flatMap((segment) => segment.toLowerCase().split(/[-_]/))
    .filter((word) => word && !verbs.has(word))
    .map((word) => word.replace(/s$/, ''))
  return [...new Set(words)].sort().join(' ')
}

const lastSegment = (operation: Operation) => operation.path.split('/').filter(Boolean).pop() ?? ''
const takesId = (operation: Operation) => operation.parameters.some((p) => p.required && isIdName(p.name))

function isCreate(operation: Operation): boolean {
  if (operation.method !== 'post' || operation.tag === 'Authentication') return false
  const name = lastSegment(operation)
  if (/^(update|edit)/i.test(name)) return false
  return /^(add|create)/i.test(name) || operation.answers.some((answer) => answer.status === '201')
}

/** The create-read-update-delete flows the document allows, paired by tag and subject. */
export function findFlows(operations: Operation[]): Flow[] {
  return operations.filter(isCreate).flatMap((create) => {
    const kin = operations.filter((entry) => entry.tag === create.tag && subject(entry) === subject(create))
    const remove = kin.find((entry) => entry.method === 'delete' && takesId(entry))
    if (!remove) return []
    const read = kin.find((entry) => entry.method === 'get' && takesId(entry))
    const list = kin.find((entry) => entry.method === 'get' && !entry.parameters.some((p) => p.required))
    const update = kin.find(
      (entry) => entry.method !== 'get' && entry.method !== 'delete' && /update|edit/i.test(entry.path)
    )
    return [
      { create, remove, ...(read ? { read } : {}), ...(update ? { update } : {}), ...(list ? { list } : {}) }
    ]
  })
}

/** The new record's id: an id the create's body named (a wishlist's product), else the first in the answer. */
function createdId(body: unknown, answer: unknown): unknown {
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const named = Object.entries(body).find(([key, value]) => isIdName(key) && value !== undefined)
    if (named) return named[1]
  }
  let level: unknown[] = [answer]
  for (let depth = 0; depth < 3; depth++) {
    const objects = level.filter(
      (value): value is Record<string, unknown> => typeof value === 'object' && value !== null
    )
    const found = objects.find(
      (value) => !Array.isArray(value) && (typeof value.id === 'number' || typeof value.id === 'string')
    )
    if (found) return found.id
    level = objects.flatMap((value) => Object.values(value))
  }
  return undefined
}

function idsIn(value: unknown, found = new Set<unknown>(), depth = 0): Set<unknown> {
  if (depth > 4 || typeof value !== 'object' || value === null) return found
  for (const [key, item] of Object.entries(value)) {
    if (key === 'id') found.add(item)
    else idsIn(item, found, depth + 1)
  }
  return found
}

/** Names an existing record the list does not hold yet, so the flow's delete removes only what it added. */
async function freshKnown(run: Run, flow: Flow): Promise<Known> {
  const tagKnown = run.known(flow.create.tag)
  if (!flow.list) return tagKnown
  const listed = idsIn(
    (await run.send(toCall(flow.list, { path: {}, query: {} }, run.tokenFor(flow.list)))).reply.body
  )
  return (name) => {
    if (!isIdName(name)) return tagKnown(name)
    return run.idsFor(flow.create.tag, name).find((id) => !listed.has(id)) ?? tagKnown(name)
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The record with the created `id`, and a name no seed record holds (a role's name must be its own). */
function renamed(record: Record<string, unknown>, id: unknown): Record<string, unknown> {
  const names = ['name', 'title'].filter((key) => typeof record[key] === 'string')
  return {
    ...record,
    id,
    ...Object.fromEntries(names.map((key) => [key, `${String(record[key])} (verify)`]))
  }
}

/** The body aimed at the created record: an `id` at its top or in the record it wraps (`{task: {id}}`). */
function aimedAt(body: unknown, id: unknown): unknown {
  if (!isRecord(body)) return body
  if ('id' in body) return renamed(body, id)
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      isRecord(value) && 'id' in value ? renamed(value, id) : value
    ])
  )
}

async function step(
  run: Run,
  operation: Operation,
  check: string,
  known: Known,
  expectRefusal = false
): Promise<boolean> {
  const input = validInput(operation, known)
  // An example body names a seed record: the flow must change only its own.
  if (input.body !== undefined) input.body = aimedAt(input.body, known('id'))
  const exchange = await run.send(toCall(operation, input, run.tokenFor(operation)))
  const problem = expectRefusal
    ? run.refusalProblem(operation, exchange)
    : run.answerProblem(operation, exchange)
  run.record(operation, check, problem ? 'fail' : 'pass', problem, exchange)
  return !problem
}

/** Creates a record, reads it, changes it, deletes it and checks it is gone; deletes it whatever failed on the way. */
export async function runFlow(run: Run, flow: Flow): Promise<void> {
  const tagKnown = await freshKnown(run, flow)
  const input = validInput(flow.create, tagKnown)
  const exchange = await run.send(toCall(flow.create, input, run.tokenFor(flow.create)))
  const problem = run.answerProblem(flow.create, exchange)
  run.record(flow.create, 'valid request (creates)', problem ? 'fail' : 'pass', problem, exchange)
  const id = exchange.reply.status < 300 ? createdId(input.body, exchange.reply.body) : undefined
  if (id === undefined) return
  const known: Known = (name) => (isIdName(name) ? id : tagKnown(name))
  if (flow.read) await step(run, flow.read, 'reads the created record', known)
  if (flow.update) await step(run, flow.update, 'valid request (changes the created record)', known)
  const removed = await step(run, flow.remove, 'valid request (deletes the created record)', known)
  if (!removed) {
    await run.send(toCall(flow.remove, validInput(flow.remove, known), run.tokenFor(flow.remove)))
    return
  }
  if (flow.read) await step(run, flow.read, 'refuses the deleted record', known, true)
}

/** Where two readings first differ, with a little of each around it. */
function firstDifference(before: string, after: string): string {
  let at = 0
  while (at < before.length && before[at] === after[at]) at++
  const around = (text: string) => text.slice(Math.max(0, at - 60), at + 60)
  return `before: …${around(before)}…; after: …${around(after)}…`
}

/** Runs the flow, then reads the tag's lists again: they must read as before it (it cleaned up after itself). */
export async function runFlowLeavingNoTrace(run: Run, flow: Flow): Promise<void> {
  if (readsBack(run, flow.create).length === 0) {
    await runFlow(run, flow)
    return run.record(flow.create, 'leaves the data as it found it', 'skip', 'the tag has no read to compare')
  }
  const before = await snapshot(run, flow.create)
  await runFlow(run, flow)
  const after = await snapshot(run, flow.create)
  const problem =
    before === after
      ? undefined
      : `the lists read differently after the flow (${firstDifference(before, after)})`
  run.record(flow.create, 'leaves the data as it found it', problem ? 'fail' : 'pass', problem)
}
