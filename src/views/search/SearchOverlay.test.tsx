import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import '@fake-db'
import { renderWithProviders } from '@tests/renderWithProviders'
import { navbarBookmarks, pages, titlesHolding } from '@tests/searchSeed'
import { failRequests, searchButton, searchDialog, searchInput, waitForNavbarBookmarks } from './testing'

// The title alone: a command's shortcut keys sit beside it.
const optionNames = (group: HTMLElement) =>
  within(group)
    .getAllByRole('option')
    .map((option) => option.querySelector('.text-truncate')?.textContent)

async function openWithShortcut(as: 'admin' | 'client' = 'admin') {
  // A light page inside the whole shell: the dashboard's charts would only slow the test down.
  const view = await renderWithProviders('/access-control', { as })
  await searchButton()
  await view.user.keyboard('{Control>}k{/Control}')
  await searchDialog()
  await waitFor(() => expect(searchInput()).toHaveFocus())
  return view
}

describe('navbar search', () => {
  it('offers the client only the pages its ability opens, bookmarks included', async () => {
    const { user } = await openWithShortcut('client')
    const listbox = await screen.findByRole('listbox', { name: 'Search results' })
    const bookmarked = within(listbox).getByRole('group', { name: 'Bookmarked pages' })
    expect(optionNames(bookmarked).map((name) => name?.replace(/Bookmark.*$/, ''))).toEqual([
      'Access Control'
    ])
    expect(within(bookmarked).getByRole('option')).toHaveAccessibleDescription('Bookmarked')
    await user.type(searchInput(), 'control')
    const pages = await within(await screen.findByRole('listbox')).findByRole('group', { name: 'Pages' })
    expect(optionNames(pages)).toEqual(['Access Control'])
    await user.clear(searchInput())
    await user.type(searchInput(), 'invoice')
    expect(await screen.findByText('No results for “invoice”.')).toBeInTheDocument()
  })

  it('opens with Ctrl+K and shows pages, then commands, then at most 4 files and 4 contacts', async () => {
    const { user } = await openWithShortcut()
    const listbox = await screen.findByRole('listbox', { name: 'Search results' })
    expect(within(listbox).getByRole('group', { name: 'Bookmarked pages' })).toBeInTheDocument()

    await user.type(searchInput(), 'O')
    const results = await screen.findByRole('listbox')
    const groups = await within(results).findAllByRole('group')
    // "O" starts "Open the customizer", "Lay out right to left", "Go offline" and "Sign out".
    expect(groups).toEqual(
      ['Pages', 'Appearance', 'Demo scenarios', 'Account', 'Files', 'Contacts'].map((name) =>
        within(results).getByRole('group', { name })
      )
    )
    expect(optionNames(groups[0])).toEqual(titlesHolding('o', 4))
    expect(optionNames(groups[1])).toEqual(['Lay out right to left', 'Open the customizer'])
    // The other scenarios match by their keywords ("offline online"), after the title match.
    expect(optionNames(groups[2])).toEqual([
      'Go offline (demo)',
      'Show empty lists (demo)',
      'Load 10,000 rows (demo)'
    ])
    expect(optionNames(groups[3])).toEqual(['Sign out'])
    expect(optionNames(groups[4])).toHaveLength(4)
    expect(optionNames(groups[5])).toHaveLength(4)
    expect(searchInput()).toHaveAttribute(
      'aria-activedescendant',
      within(groups[0]).getAllByRole('option')[0].id
    )

    await user.clear(searchInput())
    await user.type(searchInput(), 'zzz')
    expect(await screen.findByText('No results for “zzz”.')).toBeInTheDocument()
  })

  it('moves the highlight across groups with the arrow keys and opens a page with Enter', async () => {
    const { user, router } = await openWithShortcut()
    await user.type(searchInput(), 'o')
    const listbox = await screen.findByRole('listbox')
    const options = within(listbox).getAllByRole('option')
    const highlighted = () =>
      document.getElementById(searchInput().getAttribute('aria-activedescendant') ?? '')
    const pagesShown = titlesHolding('o', 4)
    expect(pagesShown.length).toBeGreaterThan(0)
    const beforeFiles = options.findIndex((option) => option.id.includes('-file-'))
    expect(beforeFiles).toBeGreaterThan(pagesShown.length) // the commands sit between pages and files
    await user.keyboard('{ArrowDown}'.repeat(beforeFiles))
    const firstFile = options[beforeFiles]
    expect(highlighted()).toBe(firstFile)
    expect(firstFile).toHaveAttribute('aria-selected', 'true')
    expect(firstFile).toHaveTextContent('Onboarding Checklist.docx')
    await user.keyboard('{ArrowUp}')
    expect(highlighted()).toHaveTextContent('Sign out')

    await user.clear(searchInput())
    await user.type(searchInput(), 'mai')
    await waitFor(() => expect(highlighted()).toHaveTextContent(titlesHolding('mai')[0]!))
    await user.keyboard('{ArrowUp}')
    const wrapped = within(screen.getByRole('listbox')).getAllByRole('option')
    expect(highlighted()).toBe(wrapped[wrapped.length - 1])

    await user.clear(searchInput())
    await user.type(searchInput(), 'maint')
    await waitFor(() => expect(highlighted()).toHaveTextContent('Maintenance'))
    await user.keyboard('{Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/misc/maintenance'))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search' })).toBeNull())
  })

  it('closes with Escape and gives focus back to the search button', async () => {
    const { user } = await renderWithProviders('/access-control')
    const button = await searchButton()
    await user.click(button)
    await searchDialog()
    await waitFor(() => expect(searchInput()).toHaveFocus())
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search' })).toBeNull())
    await waitFor(() => expect(button).toHaveFocus())
  })

  it('stars a page with its button and unstars it with Ctrl+B, updating the navbar bookmarks', async () => {
    // The first page not bookmarked comes before some bookmarked one, or the navbar has room: it shows there.
    const page = pages.find((candidate) => !candidate.isBookmarked)!
    const before = navbarBookmarks((candidate) => candidate.isBookmarked)
    const after = navbarBookmarks((candidate) => candidate.isBookmarked || candidate === page)
    expect(after).toContain(page.title)
    const { user } = await openWithShortcut()
    await waitForNavbarBookmarks(before)
    await user.type(searchInput(), page.title)
    // The star is for the mouse (Ctrl+B is the key): hidden from the accessibility tree inside the listbox.
    const star = await screen.findByTitle(`Add ${page.title} to bookmarks`)
    expect(star).toHaveAttribute('aria-pressed', 'false')
    await user.click(star)
    expect(star).toHaveAttribute('aria-pressed', 'true')
    await waitForNavbarBookmarks(after)

    searchInput().focus()
    await user.keyboard('{Control>}b{/Control}')
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'false'))
    await waitForNavbarBookmarks(before)
  })

  it('tells that a file has no page of its own when opened', async () => {
    const { user } = await openWithShortcut()
    await user.type(searchInput(), 'floor plan')
    await screen.findByRole('option', { name: /Office Floor Plan\.png/ })
    await user.keyboard('{Enter}')
    expect(
      await screen.findByText('“Office Floor Plan.png” has no page of its own in this demo.')
    ).toBeInTheDocument()
  })

  it('shows an error with a retry when the search data fails to load', async () => {
    const failing = failRequests('/api/main-search/data')
    const { user } = await openWithShortcut()
    const page = pages.at(-1)!
    await user.type(searchInput(), page.title)
    expect(await screen.findByText('Search is unavailable right now.')).toBeInTheDocument()
    failing.mockRestore()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('option', { name: page.title })).toBeInTheDocument()
  })

  it('puts the star back and says so when saving a bookmark fails', async () => {
    const { user } = await openWithShortcut()
    await user.type(searchInput(), 'coming')
    const star = await screen.findByTitle('Add Coming Soon to bookmarks')
    expect(star).toHaveAttribute('aria-pressed', 'false')
    const failing = failRequests('/api/bookmarks/update', 'post')
    await user.click(star)
    expect(await screen.findByText('The bookmark for Coming Soon could not be saved.')).toBeInTheDocument()
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'false'))
    failing.mockRestore()
  })
})
