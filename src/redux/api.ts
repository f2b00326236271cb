import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react'
import type { Middleware } from '@reduxjs/toolkit'
import type { AxiosRequestConfig } from 'axios'
import type { z } from 'zod/mini'
import { decodeError, invalidAnswer, type ApiError } from '@/utility/apiErrors'
import { logout } from './auth'
import { failedResponse, tracked } from '@/utility/httpSession'
import { loadHttp } from '@/utility/loadHttp'
import { dynamicMiddleware, injectSlice } from './store'

export interface HttpRequest {
  url: string
  method?: AxiosRequestConfig['method']
  params?: AxiosRequestConfig['params']
  data?: unknown
}

/** The app's one axios instance, so the bearer header and the refresh apply. */
const axiosBaseQuery: BaseQueryFn<HttpRequest, unknown, ApiError> = async ({
  url,
  method = 'get',
  params,
  data
}) => {
  try {
    const response = await tracked(loadHttp().then((http) => http.request({ url, method, params, data })))
    return { data: response.data }
  } catch (caught) {
    const reason = caught instanceof Error ? caught.message : String(caught)
    const failed = failedResponse(caught)
    return { error: { status: failed?.status ?? 0, ...decodeError(failed?.data, reason) } }
  }
}

/** Each app injects its endpoints from its own api.ts, so the code loads with the app's route. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  tagTypes: [],
  endpoints: () => ({}),
  // An answer that does not match its contract is a failed call the screen words and retries, not a crash.
  catchSchemaFailure: () => ({
    status: invalidAnswer,
    message: 'The answer does not match the contract',
    fieldErrors: {}
  })
})

// A second endpoint of a name is a bug, except when hot reload runs an edited api.ts again.
export const overrideExisting = import.meta.hot ? true : ('throw' as const)

/** What the client holds once a call's answer passed its schema. */
export type Answer<S extends z.ZodMiniType> = z.output<S>

/**
 * The one way a call's answer is checked, for every query and mutation: its contract's schema, on the answer as it
 * arrives. An answer that does not match fails the call (`invalidAnswer`); a list declared with `keptList` keeps the
 * records that match and counts the rest.
 */
export function answeredBy<S extends z.ZodMiniType>(answer: S) {
  return { rawResponseSchema: answer, transformResponse: (checked: z.output<S>) => checked }
}

/** Signing out or an expired session empties the cache, so the next user never sees the last one's lists. */
const resetOnLogout: Middleware = (store) => (next) => (action) => {
  const result = next(action)
  if (logout.match(action)) store.dispatch(api.util.resetApiState())
  return result
}

dynamicMiddleware.addMiddleware(api.middleware, resetOnLogout)
injectSlice(api)
