import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import '@fake-db'
import { renderWithProviders } from '@tests/renderWithProviders'
import { firstWord, navbarBookmarks, pages } from '@tests/searchSeed'
import type { SearchPageItem } from './contract'
import { searchButton, searchDialog, searchInput, waitForNavbarBookmarks } from './testing'

const unsafe: SearchPageItem[] = []

/** A page of a unique title whose first word a safe page shares: a search for that word shows the safe one. */
function unsafePage(candidates: SearchPageItem[], link: string): SearchPageItem {
  const page = candidates.find(
    (candidate) =>
      !unsafe.some((other) => firstWord(other) === firstWord(candidate)) &&
      pages.filter((other) => other.title === candidate.title).length === 1 &&
      pages.some((other) => other.title !== candidate.title && firstWord(other) === firstWord(candidate))
  )!
  unsafe.push(page)
  // The seed loads on the first request, so changing it here is what the server sends.
  page.link = link
  return page
}

const unbookmarked = pages.filter((page) => !page.isBookmarked)
unsafePage(
  pages.filter((page) => page.isBookmarked),
  'javascript:alert(document.domain)'
)
unsafePage(unbookmarked, '//evil.example/phish')
unsafePage([...unbookmarked].reverse(), 'https://evil.example/')

const options = () => within(screen.getByRole('listbox')).queryAllByRole('option')
const optionTitles = () => options().map((option) => option.textContent)

describe('links from search and bookmark data', () => {
  it('drops pages whose link is not an in-app path', async () => {
    // A light page inside the whole shell: the dashboard's charts would only slow the test down.
    const { user } = await renderWithProviders('/access-control')
    await searchButton()
    await waitForNavbarBookmarks(navbarBookmarks((page) => page.isBookmarked && !unsafe.includes(page)))

    await user.keyboard('{Control>}k{/Control}')
    await searchDialog()
    await waitFor(() => expect(searchInput()).toHaveFocus())
    for (const page of unsafe) {
      const safe = pages.find((other) => other.title !== page.title && firstWord(other) === firstWord(page))!
      await user.clear(searchInput())
      await user.type(searchInput(), firstWord(page))
      await waitFor(() => expect(optionTitles()).toContain(safe.title))
      expect(optionTitles()).not.toContain(page.title)
    }

    const hrefs = Array.from(document.querySelectorAll('a[href]'), (a) => a.getAttribute('href') ?? '')
    expect(hrefs.filter((href) => /^(javascript:|\/\/|https?:)/i.test(href))).toEqual([])
  })
})
