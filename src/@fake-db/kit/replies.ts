// Demo data: the replies every mock handler gives. Remove with the mock.

/** The error body of every failing call. */
export interface ApiError {
  error: string | Record<string, string>
}

/** A reply: the status and either the client's response type or an error. */
export type Reply<T> = readonly [status: number, body: T | ApiError]

/** A successful reply, 200 unless told. */
export function ok<T>(body: T, status = 200): Reply<T> {
  return [status, body]
}

/** A 201 reply for calls that create something (API.md says which). */
export function created<T>(body: T): Reply<T> {
  return [201, body]
}

/** An error reply `{error}`; it fits any handler's reply type. */
export function fail(status: number, error: ApiError['error']): Reply<never> {
  return [status, { error }]
}

/** 404 `{error: '<Thing> not found'}`. */
export function notFound(thing: string): Reply<never> {
  return fail(404, `${thing.charAt(0).toUpperCase()}${thing.slice(1)} not found`)
}

/** 400 `{error: message}` for missing or malformed input. */
export function badRequest(message: string): Reply<never> {
  return fail(400, message)
}

/** A refusal thrown from deep inside a handler (a failed check, a missing record): the route
 *  wrapper answers with its reply and rolls the data back, so handlers read straight down. */
export class Refusal extends Error {
  constructor(readonly reply: Reply<never>) {
    super(typeof reply[1].error === 'string' ? reply[1].error : JSON.stringify(reply[1].error))
  }
}

/** Stops the handler with this reply. */
export function refuse(reply: Reply<never>): never {
  throw new Refusal(reply)
}
