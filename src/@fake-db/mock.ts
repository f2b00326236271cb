import { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios'
import MockAdapter from 'axios-mock-adapter'
// The one value import from the client besides contracts (allowed in .dependency-cruiser.cjs).
import { http } from '@/utility/http'
import { eachRoute, respond } from './route'
import { networkDown } from './scenarios'

/** The adapter's typings omit `axiosInstance`, which tests call through. */
export type AppMock = MockAdapter & { readonly axiosInstance: AxiosInstance }

/** The app's own axios instance, so interceptors run too. */
export const mock = new MockAdapter(http) as AppMock

// One handler a path, for any method: the route table picks the method's route, or answers 404 as the HTTP server
// does. The adapter compares a handler added for one method with every earlier one, which over four hundred
// routes made a long task of the mock's start.
const claimed = new Set<string>()
eachRoute(({ pattern }) => {
  if (claimed.has(String(pattern))) return
  claimed.add(String(pattern))
  mock.onAny(pattern).reply(async (config) => {
    const [status, body] = await respond(config)
    if (status === networkDown[0])
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config as InternalAxiosRequestConfig)
    return [status, body]
  })
})
