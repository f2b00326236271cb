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
  return (
    /^(add|create)/i.test(lastSegment(operation)) ||
    operation.answers.some((answer) => answer.status === '201')
  )
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

async function step(
  run: Run,
  operation: Operation,
  check: string,
  known: Known,
  expectRefusal = false
): Promise<boolean> {
  const exchange = await run.send(toCall(operation, validInput(operation, known), run.tokenFor(operation)))
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
