import type { z } from 'zod'
import { issueText, toList } from '@/utility/contract'
import { badRequest, refuse } from './replies'

/** A 400 `{error: "<field> <what is wrong>"}` for the first problem. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input, { reportInput: true })
  if (result.success) return result.data
  return refuse(badRequest(issueText(result.error.issues[0])))
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

// For the calls whose bodies have no schema of their own (auth, search).

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string }

const valid = <T>(value: T): Checked<T> => ({ ok: true, value })
const invalid = (error: string): Checked<never> => ({ ok: false, error })

export function readBody(body: unknown): Checked<Record<string, unknown>> {
  return isRecord(body) ? valid(body) : invalid('The request body must be a JSON object')
}

export function readRecord(obj: Record<string, unknown>, key: string): Checked<Record<string, unknown>> {
  const value = obj[key]
  if (value === undefined || value === null) return invalid(`${key} is required`)
  return isRecord(value) ? valid(value) : invalid(`${key} must be an object`)
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
    return options.required ? invalid(`${key} is required`) : valid(undefined)
  if (typeof value !== 'string') return invalid(`${key} must be a string`)
  if (options.required && !value.trim()) return invalid(`${key} is required`)
  return valid(value)
}

export function readBoolean(obj: Record<string, unknown>, key: string): Checked<boolean | undefined> {
  const value = obj[key]
  if (value === undefined || value === null) return valid(undefined)
  return typeof value === 'boolean' ? valid(value) : invalid(`${key} must be true or false`)
}

/** Query params are strings. */
export function readId(value: unknown, name = 'id'): Checked<number> {
  if (value === undefined || value === null || value === '') return invalid(`${name} is required`)
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)
        ? Number(value)
        : NaN
  return Number.isSafeInteger(n) ? valid(n) : invalid(`${name} must be a whole number`)
}

export const readList = toList
