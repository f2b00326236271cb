import axios, {
  AxiosHeaders,
  type AxiosError,
  type AxiosResponse,
  type InternalAxiosRequestConfig
} from 'axios'
import { env } from '@/configs/env'
import { jwtConfig } from '@/configs/jwt'
import {
  clearSession,
  getAccessToken,
  getRefreshToken,
  getUserData,
  renewSession,
  sessionGeneration
} from '@/utility/auth/storage'
import type { RefreshResponse } from '@/utility/auth/contract'
import { isUserData } from '@/utility/auth/validate'
import { notifySessionExpired, whenRequestsMayStart } from './httpSession'

/** The refresh enforces it itself (the mock adapter ignores `timeout`) because every queued 401 waits on it. */
export const requestTimeoutMs = 15_000

export const http = axios.create({
  baseURL: env.apiBaseUrl || undefined,
  timeout: requestTimeoutMs,
  headers: { 'Content-Type': 'application/json' }
})

interface ReplayableConfig extends InternalAxiosRequestConfig {
  /** Set on the replay so a second 401 is passed on instead of looping. */
  _retried?: boolean
  _generation?: number
}

const bearerPrefix = `${jwtConfig.tokenType} `

function bearer(token: string): string {
  return bearerPrefix + token
}

function sentToken(config: InternalAxiosRequestConfig): string | null {
  const header = config.headers.get('Authorization')
  return typeof header === 'string' && header.startsWith(bearerPrefix)
    ? header.slice(bearerPrefix.length)
    : null
}

/** A 401 from /jwt/* is about credentials, not an expired session, so it never starts a refresh. */
function isAuthCall(config: InternalAxiosRequestConfig): boolean {
  const path = new URL(config.url ?? '', 'http://relative.invalid').pathname
  return path.startsWith('/jwt/')
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms`)), ms)
    promise.then(resolve, reject).finally(() => clearTimeout(timer))
  })
}

function expireSession(): null {
  clearSession()
  notifySessionExpired()
  return null
}

let pendingRefresh: Promise<string | null> | null = null

async function refreshSession(): Promise<string | null> {
  const refreshToken = getRefreshToken()
  if (!refreshToken) return expireSession()
  // A logout or another login while the refresh is out makes its answer stale: store nothing.
  const generation = sessionGeneration()
  try {
    const { data } = await withTimeout(
      http.post<RefreshResponse>(jwtConfig.refreshEndpoint, { refreshToken }),
      requestTimeoutMs
    )
    if (sessionGeneration() !== generation) return null
    if (
      typeof data?.accessToken !== 'string' ||
      typeof data.refreshToken !== 'string' ||
      !isUserData(data.userData)
    )
      throw new Error('Bad refresh answer')
    renewSession(data)
    return data.accessToken
  } catch {
    return sessionGeneration() === generation ? expireSession() : null
  }
}

function refreshOnce(): Promise<string | null> {
  pendingRefresh ??= refreshSession().finally(() => {
    pendingRefresh = null
  })
  return pendingRefresh
}

http.interceptors.request.use(async (config: ReplayableConfig) => {
  await whenRequestsMayStart()
  // A replay already carries the renewed token; storage may not hold it (a write can fail).
  if (config._retried) return config
  config._generation = sessionGeneration()
  const token = getAccessToken()
  if (token) config.headers.set('Authorization', bearer(token))
  return config
})

http.interceptors.response.use(
  (response: AxiosResponse) => response,
  async (error: unknown) => {
    if (!axios.isAxiosError(error) || error.response?.status !== 401 || !error.config) throw error
    const config: ReplayableConfig = error.config
    if (config._retried || isAuthCall(config)) throw error
    // Sent in a session that has ended since: not ours to renew or replay.
    if (config._generation !== undefined && config._generation !== sessionGeneration()) throw error
    // Nobody was signed in: the 401 is the answer.
    if (!sentToken(config) && !getAccessToken() && !getUserData()) throw error

    // A request that failed with an older token raced a finished refresh: replay it without refreshing again.
    const stored = getAccessToken()
    const token = stored && stored !== sentToken(config) ? stored : await refreshOnce()
    if (!token) throw error as AxiosError

    // A copy: the failed request's config stays as it was sent.
    const replay: ReplayableConfig = {
      ...config,
      headers: new AxiosHeaders(config.headers).set('Authorization', bearer(token)),
      _retried: true
    }
    return http(replay)
  }
)
