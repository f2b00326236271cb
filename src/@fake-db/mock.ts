import type { AxiosInstance } from 'axios'
import MockAdapter from 'axios-mock-adapter'
// The one value import from the client besides contracts (allowed in .dependency-cruiser.cjs).
import { http } from '@/utility/http'

/** The adapter's typings omit `axiosInstance`, which tests call through. */
export type AppMock = MockAdapter & { readonly axiosInstance: AxiosInstance }

/** The app's own axios instance, so interceptors run too. */
export const mock = new MockAdapter(http) as AppMock

export interface MockOptions {
  enforceAuth: boolean
  /** Makes loading states visible in the demo. */
  delayMs: number
}

export const mockOptions: MockOptions = { enforceAuth: false, delayMs: 0 }

export function setMockOptions(options: Partial<MockOptions>): void {
  if (options.enforceAuth !== undefined) mockOptions.enforceAuth = options.enforceAuth
  if (options.delayMs !== undefined) mockOptions.delayMs = Math.max(0, options.delayMs)
}
