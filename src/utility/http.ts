import axios, { AxiosHeaders, type AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios'
import { env } from '@/configs/env'
import { jwtConfig } from '@/configs/jwt'
import { clearSession, getAccessToken, getRefreshToken, saveSession } from '@/utility/auth/storage'
import type { RefreshResponse } from '@/utility/auth/contract'
import { notifySessionExpired, setSessionExpiredHandler, whenRequestsMayStart } from './lazyHttp'

/** The one axios instance every request of the app goes through. */
export const http = axios.create({
  baseURL: env.apiBaseUrl || undefined,
  headers: { 'Content-Type': 'application/json' }
})

interface ReplayableConfig extends InternalAxiosRequestConfig {
  /** Set on the replay so a second 401 is passed on instead of looping. */
  _retried?: boolean
}

export { setSessionExpiredHandler }

const bearerPrefix = `${jwtConfig.tokenType} `

function bearer(token: string): string {
  return bearerPrefix + token
}

function sentToken(config: InternalAxiosRequestConfig): string | null {
  const header = config.headers.get('Authorization')
  return typeof header === 'string' && header.startsWith(bearerPrefix) ? header.slice(bearerPrefix.length) : null
}

function isRefreshCall(config: InternalAxiosRequestConfig): boolean {
  return (config.url ?? '').endsWith(jwtConfig.refreshEndpoint)
}

// While a refresh is under way every failed request waits on this same promise.
let pendingRefresh: Promise<string | null> | null = null

async function refreshSession(): Promise<string | null> {
  const refreshToken = getRefreshToken()
  if (!refreshToken) return null
  try {
    const { data } = await http.post<RefreshResponse>(jwtConfig.refreshEndpoint, { refreshToken })
    if (typeof data?.accessToken !== 'string' || typeof data.refreshToken !== 'string') throw new Error('Bad refresh answer')
    saveSession(data)
    return data.accessToken
  } catch {
    clearSession()
    notifySessionExpired()
    return null
  }
}

function refreshOnce(): Promise<string | null> {
  pendingRefresh ??= refreshSession().finally(() => {
    pendingRefresh = null
  })
  return pendingRefresh
}

http.interceptors.request.use(async (config) => {
  await whenRequestsMayStart()
  const token = getAccessToken()
  if (token) config.headers.set('Authorization', bearer(token))
  return config
})

http.interceptors.response.use(
  (response: AxiosResponse) => response,
  async (error: unknown) => {
    if (!axios.isAxiosError(error) || error.response?.status !== 401 || !error.config) throw error
    const config: ReplayableConfig = error.config
    if (config._retried || isRefreshCall(config)) throw error

    // A request that failed with a token older than the stored one raced a refresh that has
    // already finished: replay it without refreshing again.
    const stored = getAccessToken()
    const token = stored && stored !== sentToken(config) ? stored : await refreshOnce()
    if (!token) throw error as AxiosError

    // A copy: the failed request's config (and its headers object) stays as it was sent.
    const replay: ReplayableConfig = { ...config, headers: new AxiosHeaders(config.headers).set('Authorization', bearer(token)), _retried: true }
    return http(replay)
  }
)

export default http
