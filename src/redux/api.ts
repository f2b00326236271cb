import { buildCreateApi, coreModule, reactHooksModule, type BaseQueryFn } from '@reduxjs/toolkit/query/react'
import type { Middleware } from '@reduxjs/toolkit'
import { useDeferredValue, useRef } from 'react'
// eslint-disable-next-line no-restricted-imports -- RTK Query's hook module takes react-redux's own hooks
import { useDispatch, useSelector, useStore } from 'react-redux'
import type { AxiosRequestConfig } from 'axios'
import type { z } from 'zod'
import { decodeError, invalidAnswer, type ApiError } from '@/utility/apiErrors'
import { logout } from './auth'
import { failedResponse } from '@/utility/httpSession'
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
    const http = await loadHttp()
    const response = await http.request({ url, method, params, data })
    return { data: response.data }
  } catch (caught) {
    const reason = caught instanceof Error ? caught.message : String(caught)
    const failed = failedResponse(caught)
    return { error: { status: failed?.status ?? 0, ...decodeError(failed?.data, reason) } }
  }
}

/** Whether a query's state (it alone has `currentData`; a mutation's has not) holds an answer. */
const answered = (state: unknown) =>
  typeof state === 'object' &&
  state !== null &&
  'currentData' in state &&
  (state as { data?: unknown }).data !== undefined

/**
 * A screen's first answer renders at transition priority: React renders it in slices, so a tap or a keystroke is not
 * kept waiting, and the loading state stays on screen meanwhile. Later answers (a refetch, an optimistic edit) render
 * at once, so a control the user just changed shows its new state in the same frame.
 */
const useDeferredSelector = Object.assign(
  ((selector, equalityFn) => {
    const state = useSelector(selector, equalityFn)
    const shown = useRef(state)
    const ready = useDeferredValue(answered(state))
    if (ready || !answered(state)) shown.current = state
    return shown.current
  }) as typeof useSelector,
  { withTypes: () => useDeferredSelector }
)

const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ hooks: { useDispatch, useSelector: useDeferredSelector, useStore } })
)

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
export type Answer<S extends z.ZodType> = z.output<S>

/**
 * The one way a call's answer is checked, for every query and mutation: its contract's schema, on the answer as it
 * arrives. An answer that does not match fails the call (`invalidAnswer`); a list declared with `keptList` keeps the
 * records that match and counts the rest.
 */
export function answeredBy<S extends z.ZodType>(answer: S) {
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
