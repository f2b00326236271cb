import '@fake-db'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@tests/renderWithProviders'
import en from '@/locales/en/profile.json'
import { createProfile } from '@/@fake-db/pages/profile/data'

async function openProfile(path = '/pages/profile') {
  const view = await renderWithProviders(path)
  await screen.findByRole('heading', { level: 2, name: 'Astrid Lindqvist' })
  return view
}

const post = (id: number) =>
  document.querySelector(`article[aria-labelledby="post-${id}-author"]`) as HTMLElement

describe('profile', () => {
  it('shows the header, the three columns and the first posts', async () => {
    await openProfile()
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument()
    expect(screen.getByText('Product Designer')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Feed', selected: true })).toBeInTheDocument()
    for (const title of [
      'About',
      'Suggested pages',
      'Twitter feeds',
      'Latest photos',
      'Suggestions',
      'Polls'
    ])
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(3)
  })

  it('likes and unlikes a post, updating the count and the avatars', async () => {
    const { user } = await openProfile()
    const first = post(1)
    expect(within(first).getByText('48 likes')).toBeInTheDocument()
    await user.click(within(first).getByRole('button', { name: 'Like', pressed: false }))
    expect(within(first).getByText('49 likes')).toBeInTheDocument()
    expect(within(first).getByRole('button', { name: 'Like', pressed: true })).toBeInTheDocument()
    expect(first.querySelector('.profile-stack')?.children).toHaveLength(5)
    expect(first.querySelector('.profile-stack')?.firstElementChild).toHaveTextContent('AL')
    await user.click(within(first).getByRole('button', { name: 'Like', pressed: true }))
    expect(within(first).getByText('48 likes')).toBeInTheDocument()
    expect(first.querySelector('.profile-stack')?.children).toHaveLength(4)
  })

  it('expands the comments and likes one', async () => {
    const { user } = await openProfile()
    const first = post(1)
    await user.click(within(first).getByRole('button', { name: /comments/, expanded: false }))
    const comments = within(first).getByRole('list', { name: 'Comments on the post of Astrid Lindqvist' })
    const like = within(comments).getByRole('button', { name: 'Like the comment of Chiamaka Eze' })
    expect(like).toHaveTextContent('3')
    await user.click(like)
    expect(like).toHaveTextContent('4')
    expect(like).toHaveAttribute('aria-pressed', 'true')
  })

  it('loads more posts until none are left', async () => {
    const { user } = await openProfile()
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    expect(screen.getAllByRole('article')).toHaveLength(6)
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('votes once and shows the results; connects a suggestion', async () => {
    const { user } = await openProfile()
    await user.click(screen.getByRole('button', { name: 'Dark skin' }))
    const results = screen.getByRole('list', { name: 'Poll results' })
    expect(within(results).getByText('57%')).toBeInTheDocument()
    expect(within(results).getByText(/your vote/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Light skin' })).toBeNull()
    const connect = screen.getByRole('button', { name: 'Connect with Chiamaka Eze' })
    await user.click(connect)
    expect(connect).toHaveAttribute('aria-pressed', 'true')
  })

  it('opens the tab of the URL', async () => {
    const { user, router } = await openProfile('/pages/profile?tab=about')
    expect(screen.getByRole('tab', { name: 'About', selected: true })).toBeInTheDocument()
    expect(screen.getByText('Tromsø, Norway')).toBeInTheDocument()
    await user.click(screen.getByRole('tab', { name: 'Teams' }))
    expect(router.state.location.search).toBe('?tab=teams')
    expect(screen.getByText('Fjord Type Foundry')).toBeInTheDocument()
  })

  it('has every demo text of the seed in the locale files', () => {
    const seed = createProfile()
    expect(
      seed.posts.map((item) => en.content.posts[String(item.id) as keyof typeof en.content.posts])
    ).toEqual(seed.posts.map((item) => item.postText))
    const comments = seed.posts.flatMap((item) => item.detailedComments)
    expect(
      comments.map((item) => en.content.comments[String(item.id) as keyof typeof en.content.comments])
    ).toEqual(comments.map((item) => item.comment))
    expect(
      seed.twitterFeeds.map((item) => en.content.tweets[String(item.id) as keyof typeof en.content.tweets])
    ).toEqual(seed.twitterFeeds.map((item) => item.desc))
    expect([en.content.about, en.content.lives, en.content.designation]).toEqual([
      seed.userAbout.about,
      seed.userAbout.lives,
      seed.header.designation
    ])
  })
})
