import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import '@fake-db'
import { pages } from '@/@fake-db/pages/search/data'
import { renderWithProviders } from '@tests/renderWithProviders'
import { searchButton, searchDialog, searchInput, waitForNavbarBookmarks } from './testing'

// The seed loads on the first request, so changing it here is what the server sends.
const rewrite = (title: string, link: string) =>
  Object.assign(
    pages.find((page) => page.title === title)!,
    { link }
  )
rewrite('User List', 'javascript:alert(document.domain)')
rewrite('Boxed Layout', '//evil.example/phish')
rewrite('Without Menu', 'https://evil.example/')

describe('links from search and bookmark data', () => {
  it('drops pages whose link is not an in-app path', async () => {
    // A light page inside the whole shell: the dashboard's charts would only slow the test down.
    const { user } = await renderWithProviders('/access-control')
    await searchButton()
    await waitForNavbarBookmarks(['Invoice List', 'Access Control'])

    await user.keyboard('{Control>}k{/Control}')
    await searchDialog()
    await waitFor(() => expect(searchInput()).toHaveFocus())
    await user.type(searchInput(), 'User')
    const results = await screen.findByRole('listbox')
    await waitFor(() => expect(within(results).queryAllByRole('option').length).toBeGreaterThan(0))
    expect(within(results).queryByRole('option', { name: /User List/ })).toBeNull()
    await user.clear(searchInput())
    await user.type(searchInput(), 'Menu')
    await waitFor(() =>
      expect(
        within(screen.getByRole('listbox')).queryByRole('option', { name: /Collapsed Menu/ })
      ).not.toBeNull()
    )
    expect(within(screen.getByRole('listbox')).queryByRole('option', { name: /Without Menu/ })).toBeNull()

    const hrefs = Array.from(document.querySelectorAll('a[href]'), (a) => a.getAttribute('href') ?? '')
    expect(hrefs.filter((href) => /^(javascript:|\/\/|https?:)/i.test(href))).toEqual([])
  })
})
