import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import '@fake-db'
import { renderWithProviders } from '@tests/renderWithProviders'
import { failRequests, navbarBookmarkNames, searchButton, waitForNavbarBookmarks } from './testing'

async function openPanel() {
  // A light page inside the whole shell: the dashboard's charts would only slow the test down.
  const view = await renderWithProviders('/access-control')
  await searchButton()
  await view.user.click(screen.getByRole('button', { name: 'Show bookmarks' }))
  const panel = await screen.findByRole('dialog', { name: 'Bookmarks' })
  return { ...view, panel }
}

describe('navbar bookmarks', () => {
  it('shows the bookmarked pages as navbar links', async () => {
    await renderWithProviders('/access-control')
    await searchButton()
    await waitForNavbarBookmarks(['Invoices', 'User List', 'Access Control', 'Boxed Layout'])
    const toolbar = screen.getByRole('navigation', { name: 'Toolbar' })
    expect(within(toolbar).getByRole('link', { name: 'User List' })).toHaveAttribute(
      'href',
      '/apps/user/list'
    )
  })

  it('finds a page in the dropdown, stars it and unstars it', async () => {
    const { user, panel } = await openPanel()
    // The panel suspends until every page title is translated.
    const finder = await within(panel).findByRole('searchbox', { name: 'Find a page to bookmark' })
    await waitFor(() => expect(finder).toHaveFocus())
    await user.type(finder, 'menu')
    const star = await within(panel).findByRole('button', { name: 'Bookmark Collapsed Menu', pressed: false })
    await user.click(star)
    await waitForNavbarBookmarks(['Invoices', 'User List', 'Access Control', 'Collapsed Menu'])
    await user.clear(finder)
    expect(within(panel).getByRole('link', { name: 'Boxed Layout' })).toHaveAttribute(
      'href',
      '/page-layout/layout-boxed'
    )

    await user.type(finder, 'collapsed')
    await user.click(
      await within(panel).findByRole('button', { name: 'Bookmark Collapsed Menu', pressed: true })
    )
    await waitForNavbarBookmarks(['Invoices', 'User List', 'Access Control', 'Boxed Layout'])
  })

  it('closes the dropdown with Escape and returns focus to its button', async () => {
    const { user, panel } = await openPanel()
    // The panel suspends until every page title is translated; Escape is pressed where the user types.
    const finder = await within(panel).findByRole('searchbox', { name: 'Find a page to bookmark' })
    await waitFor(() => expect(finder).toHaveFocus())
    await user.keyboard('{Escape}')
    const toggle = screen.getByRole('button', { name: 'Show bookmarks' })
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'))
    expect(toggle).toHaveFocus()
  })

  it('shows an error with a retry when the bookmarks fail to load', async () => {
    const failing = failRequests('/api/bookmarks/data')
    const { user, panel } = await openPanel()
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Bookmarks could not be loaded.')
    expect(navbarBookmarkNames()).toEqual([])
    failing.mockRestore()
    await user.click(within(panel).getByRole('button', { name: 'Try again' }))
    await waitForNavbarBookmarks(['Invoices', 'User List', 'Access Control', 'Boxed Layout'])
    expect(within(panel).queryByRole('alert')).toBeNull()
  })
})
