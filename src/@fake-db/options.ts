import { setDataSize } from './kit/store'
import type { DataSize } from './kit/seedShape'

/** An OpenAI-compatible chat endpoint the assistant asks instead of its demo model (the HTTP server only). */
export interface ModelEndpoint {
  /** The API's base URL (`…/v1`) or its `…/chat/completions` URL. */
  url: string
  /** The model's name as the endpoint knows it. */
  name: string
  /** Sent as a bearer token to the endpoint only; never part of an answer. */
  key?: string
}

/** The demo scenarios are options too: each applies to every route, whatever the app. */
export interface MockOptions {
  enforceAuth: boolean
  /** Makes loading states visible in the demo. */
  delayMs: number
  /** The share of calls (0 to 1) that answer 500, spread evenly over the calls. */
  failShare: number
  /** Every call of this route family (see `routeFamily`) answers 500; empty for none. */
  failFamily: string
  /** The next call outside /jwt/ answers 401, once, so the client refreshes and replays it. */
  expireNext: boolean
  /** Every call fails as an unreachable network does, with no HTTP status. */
  offline: boolean
  dataSize: DataSize
  /** Sign-up: `demo` makes admins (a taken e-mail: 200, field error); `client` as a backend would (409); `off`. */
  signUp: 'demo' | 'client' | 'off'
  /** "Someone else is editing": a record a call reads is changed by another user this long after (ms). */
  someoneEditing: boolean
  someoneEditingAfterMs: number
  /** `null`: the assistant answers with its built-in demo model. */
  model: ModelEndpoint | null
}

export const mockOptions: MockOptions = {
  enforceAuth: false,
  delayMs: 0,
  failShare: 0,
  failFamily: '',
  expireNext: false,
  offline: false,
  dataSize: 'seed',
  signUp: 'demo',
  someoneEditing: false,
  someoneEditingAfterMs: 3000,
  model: null
}

export function setMockOptions(options: Partial<MockOptions>): void {
  const known = Object.keys(mockOptions) as (keyof MockOptions)[]
  const given = Object.fromEntries(
    known.flatMap((key) => (options[key] === undefined ? [] : [[key, options[key]]]))
  )
  Object.assign(mockOptions, given)
  mockOptions.delayMs = Math.max(0, mockOptions.delayMs)
  mockOptions.failShare = Math.min(1, Math.max(0, mockOptions.failShare))
  setDataSize(mockOptions.dataSize)
}
