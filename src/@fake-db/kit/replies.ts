export interface ApiError {
  error: string | Record<string, string>
}

export type Reply<T> = readonly [status: number, body: T | ApiError]

export function ok<T>(body: T, status = 200): Reply<T> {
  return [status, body]
}

export function created<T>(body: T): Reply<T> {
  return [201, body]
}

export function fail(status: number, error: ApiError['error']): Reply<never> {
  return [status, { error }]
}

export function notFound(thing: string): Reply<never> {
  return fail(404, `${thing.charAt(0).toUpperCase()}${thing.slice(1)} not found`)
}

export function badRequest(message: string): Reply<never> {
  return fail(400, message)
}

/** Thrown from deep inside a handler: the route wrapper answers with it and rolls the data back. */
export class Refusal extends Error {
  constructor(readonly reply: Reply<never>) {
    super(typeof reply[1].error === 'string' ? reply[1].error : JSON.stringify(reply[1].error))
  }
}

export function refuse(reply: Reply<never>): never {
  throw new Refusal(reply)
}
