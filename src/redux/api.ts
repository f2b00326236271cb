import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react'
import type { Middleware } from '@reduxjs/toolkit'
import type { AxiosRequestConfig } from 'axios'
import { logout } from './auth'
import { failedResponse } from '@/utility/httpSession'
import { loadHttp } from '@/utility/loadHttp'
import { dynamicMiddleware, rootReducer } from './store'

export interface HttpRequest {
  url: string
  method?: AxiosRequestConfig['method']
  /** Query parameters (GET, DELETE). */
  params?: AxiosRequestConfig['params']
  /** JSON body (POST). */
  data?: unknown
}

/** What a failed call gives a screen: the HTTP status (0 = no answer) and the server's message. */
export interface ApiError {
  status: number
  message: string
}

function messageOf(data: unknown, fallback: string): string {
  if (typeof data === 'object' && data !== null && 'error' in data) {
    const { error } = data as { error: unknown }
    if (typeof error === 'string') return error
    if (typeof error === 'object' && error !== null) return Object.values(error).filter((v) => typeof v === 'string').join(' ') || fallback
  }
  return fallback
}

/** RTK Query over the app's one axios instance, so the bearer header and the refresh apply. */
const axiosBaseQuery: BaseQueryFn<HttpRequest, unknown, ApiError> = async ({ url, method = 'get', params, data }) => {
  try {
    const http = await loadHttp()
    const response = await http.request({ url, method, params, data })
    return { data: response.data }
  } catch (caught) {
    const reason = caught instanceof Error ? caught.message : String(caught)
    const failed = failedResponse(caught)
    return { error: { status: failed?.status ?? 0, message: failed ? messageOf(failed.data, reason) : reason } }
  }
}

/** The one API slice. Each app adds its endpoints with `api.injectEndpoints` (and its tag types
 *  with `enhanceEndpoints`) from its own api.ts, so the code loads with the app's route. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  tagTypes: [],
  endpoints: () => ({})
})

/** Cached server data belongs to the session that fetched it: signing out or an expired session
 *  (both end in `logout`) empties the cache, so the next user never sees the last one's lists. */
const resetOnLogout: Middleware = (store) => (next) => (action) => {
  const result = next(action)
  if (logout.match(action)) store.dispatch(api.util.resetApiState())
  return result
}

// The api joins the store when the first screen that fetches is loaded, not at start-up.
rootReducer.inject(api)
dynamicMiddleware.addMiddleware(api.middleware, resetOnLogout)
