import type { AxiosInstance } from 'axios'
import { beforeEach, expect, vi } from 'vitest'
import { isRefusalCode } from '@/utility/refusal.contract'

let api: AxiosInstance | null = null

export function freshMockPerTest(): void {
  beforeEach(async () => {
    vi.resetModules()
    api = (await import('@fake-db')).mock.axiosInstance
  })
}

export function mockApi(): AxiosInstance {
  if (!api) throw new Error('Call freshMockPerTest() in the test file first')
  return api
}

export interface Answer<T> {
  status: number
  body: T
}

export async function call<T = unknown>(
  method: 'get' | 'post' | 'delete',
  url: string,
  options: { params?: unknown; data?: unknown; headers?: Record<string, string> } = {}
): Promise<Answer<T>> {
  const { status, data } = await mockApi().request<T>({ method, url, ...options, validateStatus: () => true })
  return { status, body: data }
}

/** `snapshot` is the data as a read call shows it: a failing request changes nothing and answers a declared code. */
export async function expectRefused(
  request: () => Promise<Answer<unknown>>,
  snapshot: () => Promise<unknown>,
  status: number,
  message: RegExp | string
): Promise<void> {
  const before = await snapshot()
  const { status: actual, body } = await request()
  expect(actual).toBe(status)
  const { error, code } = body as { error?: unknown; code?: unknown }
  expect(typeof error === 'string' ? error : JSON.stringify(error)).toMatch(message)
  // The code is what a client translates: one declared code, or one per field named in `error`.
  if (typeof error === 'string') expect(isRefusalCode(code), `code ${String(code)}`).toBe(true)
  else
    expect(Object.entries(code ?? {}).map(([name, each]) => [name, isRefusalCode(each)])).toEqual(
      Object.keys(error ?? {}).map((name) => [name, true])
    )
  expect(await snapshot()).toEqual(before)
}
