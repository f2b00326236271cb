import { afterEach, describe, expect, it, vi } from 'vitest'
import '@fake-db'
import { answerWith } from '@tests/answers'
import { renderWithProviders } from '@tests/renderWithProviders'
import { pages } from '@tests/searchSeed'
import { searchButton, waitForNavbarBookmarks } from './testing'

afterEach(() => vi.restoreAllMocks())

describe('links from bookmark data', () => {
  it('shows only registered pages, whatever in-app addresses the server sends', async () => {
    const invoices = pages.find((page) => page.link === '/apps/invoice/list')!
    answerWith(['/api/bookmarks/data'], 200, () => ({
      bookmarks: ['/apps/no-such-page', invoices.link]
    }))
    await renderWithProviders('/access-control')
    await searchButton()
    await waitForNavbarBookmarks([invoices.title])
    const hrefs = Array.from(document.querySelectorAll('a[href]'), (a) => a.getAttribute('href') ?? '')
    expect(hrefs.filter((href) => /^(javascript:|\/\/|https?:)|no-such-page/i.test(href))).toEqual([])
  })
})
