/** Contract-test helpers for the mock API (the handlers.test.ts files of src/@fake-db): a fresh seed for
 *  every test, calls that answer with any status instead of throwing, and "refused, nothing stored". */
import type { AxiosInstance } from 'axios'
import { beforeEach, expect, vi } from 'vitest'

let api: AxiosInstance | null = null

/** Every test of the file starts from fresh module state, that is fresh seed data. */
export function freshMockPerTest(): void {
  beforeEach(async () => {
    vi.resetModules()
    api = (await import('@fake-db')).mock.axiosInstance
  })
}

/** The mock's axios instance of the current test. */
export function mockApi(): AxiosInstance {
  if (!api) throw new Error('Call freshMockPerTest() in the test file first')
  return api
}

export interface Answer<T> {
  status: number
  body: T
}

/** One call, whatever its status. */
export async function call<T = unknown>(
  method: 'get' | 'post' | 'delete',
  url: string,
  options: { params?: unknown; data?: unknown } = {}
): Promise<Answer<T>> {
  const { status, data } = await mockApi().request<T>({ method, url, ...options, validateStatus: () => true })
  return { status, body: data }
}

/** The call is refused with `status` and a message matching `message`, and `snapshot` (the data
 *  as a read call shows it) is the same afterwards: a failing request changes nothing. */
export async function expectRefused(
  request: () => Promise<Answer<unknown>>,
  snapshot: () => Promise<unknown>,
  status: number,
  message: RegExp | string
): Promise<void> {
  const before = await snapshot()
  const { status: actual, body } = await request()
  expect(actual).toBe(status)
  const error = (body as { error?: unknown }).error
  expect(typeof error === 'string' ? error : JSON.stringify(error)).toMatch(message)
  expect(await snapshot()).toEqual(before)
}
