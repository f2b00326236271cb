import { screen, waitFor, within } from '@testing-library/react'
import { AxiosError, AxiosHeaders, type AxiosRequestConfig } from 'axios'
import { expect, vi } from 'vitest'
import { http } from '@/utility/http'

export function failRequests(url: string, method = 'get') {
  const original = http.request.bind(http)
  return vi.spyOn(http, 'request').mockImplementation((config: AxiosRequestConfig) => {
    if (config.url !== url || (config.method ?? 'get') !== method) return original(config)
    const headers = new AxiosHeaders()
    const response = {
      status: 500,
      statusText: 'Server Error',
      data: { error: 'Boom' },
      headers,
      config: { ...config, headers }
    }
    return Promise.reject(
      new AxiosError(
        'Request failed with status code 500',
        AxiosError.ERR_BAD_RESPONSE,
        response.config,
        null,
        response
      )
    )
  })
}

export const searchButton = () => screen.findByRole('button', { name: /^Search \(/ }, { timeout: 15000 })
export const searchDialog = () => screen.findByRole('dialog', { name: 'Search' })
export const searchInput = () => screen.getByRole('combobox', { name: 'Search pages, files and contacts' })

export function navbarBookmarkNames(): string[] {
  const toolbar = screen.getByRole('navigation', { name: 'Toolbar' })
  const list = within(toolbar).queryByRole('list', { name: 'Bookmarks' })
  return list
    ? within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label') ?? '')
    : []
}

export async function waitForNavbarBookmarks(expected: string[]) {
  await waitFor(() => expect(navbarBookmarkNames()).toEqual(expected))
}
