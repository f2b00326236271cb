import { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios'
import MockAdapter from 'axios-mock-adapter'
// The one value import from the client besides contracts (allowed in .dependency-cruiser.cjs).
import { http } from '@/utility/http'
import { eachRoute } from './route'
import { networkDown } from './scenarios'

/** The adapter's typings omit `axiosInstance`, which tests call through. */
export type AppMock = MockAdapter & { readonly axiosInstance: AxiosInstance }

/** The app's own axios instance, so interceptors run too. */
export const mock = new MockAdapter(http) as AppMock

eachRoute(({ method, pattern, run }) => {
  const matcher =
    method === 'get'
      ? mock.onGet(pattern)
      : method === 'post'
        ? mock.onPost(pattern)
        : method === 'put'
          ? mock.onPut(pattern)
          : method === 'patch'
            ? mock.onPatch(pattern)
            : mock.onDelete(pattern)
  matcher.reply(async (config) => {
    const [status, body] = await run(config)
    if (status === networkDown[0])
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config as InternalAxiosRequestConfig)
    return [status, body]
  })
})
