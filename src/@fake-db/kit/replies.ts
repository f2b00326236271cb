import type { FieldProblems, Problem } from '@/utility/refusal.contract'

export type { FieldProblems, Problem, RefusalCode } from '@/utility/refusal.contract'
export { fieldProblems, problem } from '@/utility/refusal.contract'

/** A refusal on the wire: `{error, code}` for the request, or words and codes per field. */
export type ApiError = Problem | FieldProblems

export type Reply<T> = readonly [status: number, body: T | ApiError]

export function ok<T>(body: T, status = 200): Reply<T> {
  return [status, body]
}

export function created<T>(body: T): Reply<T> {
  return [201, body]
}

export function fail(status: number, refusal: ApiError): Reply<never> {
  return [status, refusal]
}

export function notFound(thing: string): Reply<never> {
  return fail(404, { error: `${thing.charAt(0).toUpperCase()}${thing.slice(1)} not found`, code: 'notFound' })
}

export function badRequest(refusal: Problem): Reply<never> {
  return fail(400, refusal)
}

/** Thrown from deep inside a handler: the route wrapper answers with it and rolls the data back. */
export class Refusal extends Error {
  constructor(readonly reply: Reply<never>) {
    const { error } = reply[1]
    super(typeof error === 'string' ? error : JSON.stringify(error))
  }
}

export function refuse(reply: Reply<never>): never {
  throw new Refusal(reply)
}
