import type { z } from 'zod/mini'
import { issueProblem, toList } from '@/utility/contract'
import { problem, type Problem, type RefusalCode } from '@/utility/refusal.contract'
import { badRequest, refuse } from './replies'

/** A 400 `{error: "<field> <what is wrong>", code, field}` for the first problem. */
export function parse<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input, { reportInput: true })
  if (result.success) return result.data
  return refuse(badRequest(issueProblem(result.error.issues[0])))
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

// For the calls whose bodies have no schema of their own (auth, search).

export type Checked<T> = { ok: true; value: T } | { ok: false; error: Problem }

const valid = <T>(value: T): Checked<T> => ({ ok: true, value })
const invalid = (code: RefusalCode, field: string, words: string): Checked<never> => ({
  ok: false,
  error: problem(code, `${field} ${words}`, field)
})

export function readBody(body: unknown): Checked<Record<string, unknown>> {
  return isRecord(body)
    ? valid(body)
    : { ok: false, error: problem('malformed', 'The request body must be a JSON object') }
}

export function readRecord(obj: Record<string, unknown>, key: string): Checked<Record<string, unknown>> {
  const value = obj[key]
  if (value === undefined || value === null) return invalid('required', key, 'is required')
  return isRecord(value) ? valid(value) : invalid('type', key, 'must be an object')
}

export function readString(
  obj: Record<string, unknown>,
  key: string,
  options: { required: true }
): Checked<string>
export function readString(
  obj: Record<string, unknown>,
  key: string,
  options?: { required?: boolean }
): Checked<string | undefined>
export function readString(
  obj: Record<string, unknown>,
  key: string,
  options: { required?: boolean } = {}
): Checked<string | undefined> {
  const value = obj[key]
  if (value === undefined || value === null)
    return options.required ? invalid('required', key, 'is required') : valid(undefined)
  if (typeof value !== 'string') return invalid('type', key, 'must be a string')
  if (options.required && !value.trim()) return invalid('required', key, 'is required')
  return valid(value)
}

export function readBoolean(obj: Record<string, unknown>, key: string): Checked<boolean | undefined> {
  const value = obj[key]
  if (value === undefined || value === null) return valid(undefined)
  return typeof value === 'boolean' ? valid(value) : invalid('type', key, 'must be true or false')
}

/** Query params are strings. */
export function readId(value: unknown, name = 'id'): Checked<number> {
  if (value === undefined || value === null || value === '') return invalid('required', name, 'is required')
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)
        ? Number(value)
        : NaN
  return Number.isSafeInteger(n) ? valid(n) : invalid('wholeNumber', name, 'must be a whole number')
}

export const readList = toList
