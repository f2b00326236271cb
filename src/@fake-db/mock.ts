import type { AxiosInstance } from 'axios'
import MockAdapter from 'axios-mock-adapter'
// The one value import from the client besides contracts (allowed in .dependency-cruiser.cjs).
import { http } from '@/utility/http'
import { setDataSize } from './kit/store'
import type { DataSize } from './kit/seedShape'

/** The adapter's typings omit `axiosInstance`, which tests call through. */
export type AppMock = MockAdapter & { readonly axiosInstance: AxiosInstance }

/** The app's own axios instance, so interceptors run too. */
export const mock = new MockAdapter(http) as AppMock

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
}

export const mockOptions: MockOptions = {
  enforceAuth: false,
  delayMs: 0,
  failShare: 0,
  failFamily: '',
  expireNext: false,
  offline: false,
  dataSize: 'seed'
}

export function setMockOptions(options: Partial<MockOptions>): void {
  const given = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined))
  Object.assign(mockOptions, given)
  mockOptions.delayMs = Math.max(0, mockOptions.delayMs)
  mockOptions.failShare = Math.min(1, Math.max(0, mockOptions.failShare))
  setDataSize(mockOptions.dataSize)
}
