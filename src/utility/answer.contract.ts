import { z } from 'zod/mini'
import type { ListParams, ListValues, ParamRule } from './list.contract'

// Stands in for a record that did not match, until the list drops it; never leaves this module.
const leftOutMark = Symbol('left out')
const isKept = (row: unknown) => row !== leftOutMark
// The most records a list answer may carry (every user, for the counts, in the largest demo scenario).
const maxRecords = 100_000

/** A record that does not match becomes the mark instead of failing its whole list. */
const lenient = <R extends z.ZodMiniType>(record: R) =>
  z.catch(record, () => leftOutMark as unknown as z.output<R>) as unknown as R

type ArrayKeys<S extends z.core.$ZodLooseShape> = {
  [K in keyof S & string]: S[K] extends z.ZodMiniArray ? K : never
}[keyof S & string]

/**
 * An answer holding lists of records: the client keeps the records that match and counts those left out of `key`
 * in `leftOut`, so one bad record never fails the screen. The wire shape (and the OpenAPI answer) is as declared.
 */
export function keptList<S extends z.core.$ZodLooseShape, K extends ArrayKeys<S>>(
  answer: z.ZodMiniObject<S>,
  key: K,
  options: { uniqueIds?: boolean } = {}
) {
  const lists = Object.entries(answer.shape).filter(
    (entry): entry is [string, z.ZodMiniArray<z.ZodMiniType>] => entry[1] instanceof z.ZodMiniArray
  )
  const leniently = Object.fromEntries(
    lists.map(([name, list]) => [name, z.array(lenient(list.def.element)).check(z.maxLength(maxRecords))])
  )
  const read = z.extend(answer, leniently) as unknown as z.ZodMiniObject<S>
  return z.pipe(
    read,
    z.transform((value) => {
      const rows = value as Record<string, unknown[]>
      const keep = (name: string) => rows[name]!.filter(isKept)
      const kept = Object.fromEntries(
        lists.map(([name]) => [
          name,
          options.uniqueIds && name === key ? firstOfEachId(keep(name)) : keep(name)
        ])
      )
      const leftOut = rows[key]!.length - kept[key]!.length
      return { ...value, ...kept, leftOut } as z.output<z.ZodMiniObject<S>> & { leftOut: number }
    })
  )
}

/** A record whose id came earlier in its list is left out too: two rows under one key confuse a rendered list. */
function firstOfEachId(rows: unknown[]): unknown[] {
  const seen = new Set<unknown>()
  return rows.filter((row) => {
    const id = (row as { id?: unknown }).id
    if (seen.has(id)) return false
    seen.add(id)
    return true
  })
}

/** An answer that is a bare list of records: the client gets `{ [as]: records, leftOut }` (see `keptList`). */
export function keptArray<R extends z.ZodMiniType, K extends string>(record: R, as: K) {
  return z.pipe(
    z.array(lenient(record)).check(z.maxLength(maxRecords)),
    z.transform((rows) => {
      const records = rows.filter(isKept)
      return { [as]: records, leftOut: rows.length - records.length } as Record<K, z.output<R>[]> & {
        leftOut: number
      }
    })
  )
}

/** The answer of a call that sends back nothing but success. */
export const emptyAnswer = z.object({})

/** What a handler sends for an answer schema: its records as the contract types them, before the client reads them. */
export type Sent<S extends z.ZodMiniType> =
  S extends z.ZodMiniPipe<infer In extends z.ZodMiniType, z.ZodMiniType> ? z.output<In> : z.output<S>

function ruleAnswer(rule: ParamRule): z.ZodMiniType {
  if (rule.kind === 'choices') return z.array(z.string())
  if (rule.kind === 'number') return rule.fallback === null ? z.nullable(z.number()) : z.number()
  if (rule.kind === 'flag') return z.boolean()
  return z.string()
}

/** A list call's parameters as its answer echoes them, read from the same rules the request is read with. */
export function paramsAnswer<P extends ListParams>(rules: P): z.ZodMiniType<ListValues<P>> {
  const shape = Object.fromEntries(Object.entries(rules).map(([name, rule]) => [name, ruleAnswer(rule)]))
  return z.object(shape) as unknown as z.ZodMiniType<ListValues<P>>
}
