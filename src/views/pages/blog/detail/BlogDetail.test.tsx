import { act, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mock } from '@fake-db'
import i18n from '@/configs/i18n'
import { renderWithProviders } from '@tests/renderWithProviders'

// The first visit transforms the route chunk: slow on a busy machine.
const slow = { timeout: 30000 }

describe('blog detail', () => {
  it('shows the post with its sanitized content, tags, actions and comments', async () => {
    const { user } = await renderWithProviders('/pages/blog/detail/2')
    const post = await screen.findByRole('article', {}, slow)
    expect(within(post).getByRole('heading', { name: /Rye sourdough/ })).toBeInTheDocument()
    expect(within(post).getByText('The starter').tagName).toBe('STRONG')
    expect(within(post).getByRole('link', { name: 'Food' })).toBeInTheDocument()
    const bookmark = within(post).getByRole('button', { name: '31 bookmarks' })
    await user.click(bookmark)
    expect(bookmark).toHaveAttribute('aria-pressed', 'true')
    expect(bookmark).toHaveAccessibleName('32 bookmarks')
    expect(within(post).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/pages/blog/edit/2')
    const comments = screen.getByRole('region', { name: '3 comments' })
    expect(within(comments).getByText('Caraway seeds in the dough are worth trying.')).toBeInTheDocument()
    // The post's history comes from the activity log, through the same card as a user's or an invoice's.
    expect(await screen.findByRole('heading', { name: 'History' })).toBeInTheDocument()

    await act(() => i18n.changeLanguage('fr'))
    expect(await within(post).findByRole('heading', { name: /levain de seigle/ })).toBeInTheDocument()
    expect(within(post).getByText('Le levain').tagName).toBe('STRONG')
    expect(within(comments).getByText(/graines de carvi/)).toBeInTheDocument()
  })

  it('posts a comment, which shows under the post, after refusing an empty one', async () => {
    const { user } = await renderWithProviders('/pages/blog/detail/3')
    const form = await screen.findByRole('form', { name: 'Leave a comment' }, slow)
    await user.click(within(form).getByRole('button', { name: 'Post comment' }))
    expect(await within(form).findAllByText('This field is required.')).toHaveLength(3)
    await user.type(within(form).getByLabelText('Name'), 'Rosa Lind')
    await user.type(within(form).getByLabelText('E-mail'), 'rosa@example.com')
    await user.type(within(form).getByLabelText('Comment'), 'Friday co-op nights are the best.')
    await user.click(within(form).getByRole('button', { name: 'Post comment' }))
    expect(await screen.findByText('Comment posted.')).toBeInTheDocument()
    const comments = await screen.findByRole('region', { name: '2 comments' })
    expect(within(comments).getByText('Friday co-op nights are the best.')).toBeInTheDocument()
    expect(within(comments).getByText('Rosa Lind')).toBeInTheDocument()
    expect(within(screen.getByRole('form', { name: 'Leave a comment' })).getByLabelText('Name')).toHaveValue(
      ''
    )
  })

  it('opens the newest post from the bare path and says so for an unknown one', async () => {
    const { router } = await renderWithProviders('/pages/blog/detail')
    expect(await screen.findByRole('heading', { name: /capsule wardrobe/ }, slow)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/pages/blog/detail/1')
    await router.navigate('/pages/blog/detail/99')
    expect(await screen.findByRole('heading', { name: 'Post 99 not found' }, slow)).toBeInTheDocument()
  })

  it('renders the content through the sanitizer: no script, no event handler', async () => {
    const { data } = await mock.axiosInstance.get('/blog/list/data/edit', { params: { id: 5 } })
    const content =
      '<p id="kept">Kept</p><img src="/images/blog/5.svg" onerror="alert(1)"><script>alert(2)</script>'
    await mock.axiosInstance.post('/blog/list/data/edit', { blog: { ...data, content } })
    await renderWithProviders('/pages/blog/detail/5')
    const post = await screen.findByRole('article', {}, slow)
    expect(within(post).getByText('Kept')).toBeInTheDocument()
    expect(post.querySelector('script')).toBeNull()
    expect(post.querySelector('[onerror]')).toBeNull()
  })

  it('holds back remote images and backgrounds until "Show images", as mail does', async () => {
    const { data } = await mock.axiosInstance.get('/blog/list/data/edit', { params: { id: 5 } })
    const content =
      '<p>Text</p><img alt="remote" src="https://tracker.example/a.png">' +
      '<p style="background-image: url(https://tracker.example/bg.png)">Backdrop</p>'
    await mock.axiosInstance.post('/blog/list/data/edit', { blog: { ...data, content } })
    const { user } = await renderWithProviders('/pages/blog/detail/5')
    const post = await screen.findByRole('article', {}, slow)
    expect(within(post).getByAltText('remote')).not.toHaveAttribute('src')
    expect(post.innerHTML).not.toContain('tracker.example')
    await user.click(within(post).getByRole('button', { name: 'Show images' }))
    expect(within(post).getByAltText('remote')).toHaveAttribute('src', 'https://tracker.example/a.png')
    expect(within(post).getByText('Backdrop').getAttribute('style')).toContain('tracker.example/bg.png')
  })
})
