// Demo data: the in-browser mock API. Remove it together with the rest of src/@fake-db.
import type { AxiosInstance } from 'axios'
import MockAdapter from 'axios-mock-adapter'
// The one value import the mock takes from the client besides contracts (allowed in .dependency-cruiser.cjs).
import { http } from '@/utility/http'

/** The adapter's typings omit `axiosInstance`, which tests call through (API.md "Module contract"). */
export type AppMock = MockAdapter & { readonly axiosInstance: AxiosInstance }

/** The adapter every handler registers on: the app's own axios instance, so interceptors run too. */
export const mock = new MockAdapter(http) as AppMock

export interface MockOptions {
  /** Require a valid access token on every call outside /jwt/* (API.md "Authorization"). */
  enforceAuth: boolean
  /** Milliseconds every mocked answer waits, to make loading states visible in the demo. */
  delayMs: number
}

/** Live options, read by the route wrapper on every request. */
export const mockOptions: MockOptions = { enforceAuth: false, delayMs: 0 }

/** Changes the options given and keeps the others. */
export function setMockOptions(options: Partial<MockOptions>): void {
  if (options.enforceAuth !== undefined) mockOptions.enforceAuth = options.enforceAuth
  if (options.delayMs !== undefined) mockOptions.delayMs = Math.max(0, options.delayMs)
}
