import type { FieldValues } from 'react-hook-form'
import type { ZodMiniType as ZodType } from 'zod/mini'

/** What a form needs to refuse overwriting someone else's change: the version it was loaded at, and how the
 *  current record (sent back with a 409 `conflict`) becomes the form's values. */
export interface Versioned<T extends FieldValues, R = unknown> {
  version: number | undefined
  /** The record's schema: the current record is read through it. */
  record: ZodType<R>
  valuesOf: (record: R) => T
}

/** The second argument of a versioned form's submit: the version to send with the save. */
export interface SaveContext {
  version?: number
}

export type Side = 'mine' | 'theirs'

/** A refused save: the values sent, the record's values now, and the version they are at. */
export interface Conflict<T extends FieldValues> {
  /** What the form started from, to tell the fields the user changed from those only the other side did. */
  start: T
  mine: T
  theirs: T
  version: number | undefined
  /** The fields' names as the form shows them. */
  labels?: Record<string, string>
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b)

/** The fields the two sides disagree on, in the form's order. */
export function differing<T extends FieldValues>({ mine, theirs }: Conflict<T>): (keyof T & string)[] {
  return Object.keys(mine).filter((field) => !same(mine[field], theirs[field]))
}

/** Each field starts on the side that changed it: mine where the user edited it, else theirs. */
export function firstChoices<T extends FieldValues>(conflict: Conflict<T>): Record<string, Side> {
  return Object.fromEntries(
    differing(conflict).map((field) => [
      field,
      same(conflict.mine[field], conflict.start[field]) ? 'theirs' : 'mine'
    ])
  )
}

/** The values to save: the current record, with the fields chosen as mine taken from the change sent. */
export function resolved<T extends FieldValues>(conflict: Conflict<T>, choices: Record<string, Side>): T {
  const values: Record<string, unknown> = { ...conflict.mine }
  for (const field of differing(conflict))
    values[field] = choices[field] === 'mine' ? conflict.mine[field] : conflict.theirs[field]
  return values as T
}

/** The conflict a refusal describes, when the form is versioned and the current record reads as one. */
export function conflictOf<T extends FieldValues, R>(
  versioned: Versioned<T, R> | undefined,
  current: Record<string, unknown> | undefined,
  sides: { start: T; mine: T }
): Conflict<T> | null {
  if (!versioned || !current) return null
  const read = versioned.record.safeParse(current)
  if (!read.success) return null
  const version = typeof current.version === 'number' ? current.version : undefined
  return { ...sides, theirs: versioned.valuesOf(read.data), version }
}
