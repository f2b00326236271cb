import { AxiosError, type AxiosRequestConfig, type AxiosResponse } from 'axios'
import { vi } from 'vitest'
import { http } from '@/utility/http'

/** Answers every call to these urls with `status` and `body`; the rest go to the mock. */
export function answerWith(urls: readonly string[], status: number, body: (real: unknown) => unknown) {
  const request = http.request.bind(http)
  return vi.spyOn(http, 'request').mockImplementation(async (config: AxiosRequestConfig) => {
    if (!urls.includes(config.url ?? '')) return request(config)
    const data = body(status < 400 ? (await request(config)).data : undefined)
    const response = { status, data, config, headers: {}, statusText: '' } as AxiosResponse
    if (status < 400) return response
    const error = new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST')
    error.response = response
    throw error
  })
}
