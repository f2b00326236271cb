import '@fake-db'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@tests/renderWithProviders'

// The first visit transforms the route chunk: slow on a busy machine.
const slow = { timeout: 30000 }
const cards = () => within(screen.getByRole('region', { name: 'Posts' })).queryAllByRole('article')
const titles = () => cards().map((card) => within(card).getByRole('heading').textContent)

describe('blog list', () => {
  it('shows six post cards with author, date, tags, excerpt and comments, and pages the rest', async () => {
    const { user, router } = await renderWithProviders('/pages/blog/list')
    await screen.findByRole('heading', { name: 'A capsule wardrobe for a northern winter' }, slow)
    expect(cards()).toHaveLength(6)
    const first = cards()[0]!
    expect(within(first).getByText('Esme Whitford')).toBeInTheDocument()
    expect(within(first).getByRole('link', { name: 'Fashion' })).toHaveAttribute(
      'href',
      '/pages/blog/list?category=fashion'
    )
    expect(within(first).getByText('2 comments')).toBeInTheDocument()
    expect(within(first).getByText(/Twelve pieces, three colours/)).toBeInTheDocument()
    expect(
      within(first).getByRole('link', { name: 'Read more: A capsule wardrobe for a northern winter' })
    ).toHaveAttribute('href', '/pages/blog/detail/1')

    await user.click(screen.getByRole('link', { name: 'Page 2' }))
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'))
    expect(cards()).toHaveLength(4)
    expect(titles()).toContain('The quiet joy of puzzle games')
  })

  it('searches by title and filters by a category from the sidebar, keeping both in the URL', async () => {
    const { user, router } = await renderWithProviders('/pages/blog/list')
    const sidebar = await screen.findByRole('complementary', { name: /Blog search/ }, slow)
    await user.click(await within(sidebar).findByRole('link', { name: /^Gaming/ }))
    await waitFor(() => expect(router.state.location.search).toBe('?category=gaming'))
    await waitFor(() => expect(titles()).toHaveLength(3))
    await user.click(within(sidebar).getByRole('searchbox', { name: 'Search posts by title' }))
    await user.paste('puzzle')
    await waitFor(() => expect(router.state.location.search).toBe('?q=puzzle&category=gaming'))
    await waitFor(() => expect(titles()).toEqual(['The quiet joy of puzzle games']))
    await user.paste('zzz')
    expect(await screen.findByText('No post matches your search.')).toBeInTheDocument()
  })

  it('shows recent posts and the five categories in the sidebar', async () => {
    await renderWithProviders('/pages/blog/list?category=food')
    const sidebar = await screen.findByRole('complementary', { name: /Blog search/ }, slow)
    expect(await within(sidebar).findByRole('link', { name: /^Food/ })).toHaveAttribute(
      'aria-current',
      'true'
    )
    for (const name of ['Fashion', 'Gaming', 'Quote', 'Video'])
      expect(within(sidebar).getByRole('link', { name: new RegExp(`^${name}`) })).toBeInTheDocument()
    expect(within(sidebar).getByRole('heading', { name: 'Recent posts' })).toBeInTheDocument()
    expect(within(sidebar).getAllByRole('link', { name: /wardrobe|sourdough|couch|desk/ })).toHaveLength(4)
  })
})
