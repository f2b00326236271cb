import '@fake-db'
import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import i18n from '@/configs/i18n'
import { renderWithProviders } from '@tests/renderWithProviders'

// The first visit transforms the route chunk: slow on a busy machine.
const slow = { timeout: 30000 }

describe('blog edit', () => {
  it('fills the form; the slug follows the title until typed in; Save shows the change on the detail', async () => {
    const { user, router } = await renderWithProviders('/pages/blog/edit/3')
    const title = await screen.findByLabelText('Title', {}, slow)
    expect(title).toHaveValue('Why we still play couch co-op games')
    expect(screen.getByLabelText('Status')).toHaveValue('published')
    expect(screen.getByText('Gaming')).toBeInTheDocument()
    const slug = screen.getByLabelText('Slug')
    await user.clear(title)
    await user.type(title, 'Couch co-op, still')
    expect(slug).toHaveValue('couch-co-op-still')
    await user.type(slug, '-forever')
    await user.type(title, '!')
    expect(slug).toHaveValue('couch-co-op-still-forever')
    await user.selectOptions(screen.getByLabelText('Status'), 'draft')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Post saved.')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/blog/detail/3'))
    expect(await screen.findByRole('heading', { name: 'Couch co-op, still!' }, slow)).toBeInTheDocument()
  })

  it('refuses an empty title and a slug another post has', async () => {
    const { user } = await renderWithProviders('/pages/blog/edit/3')
    const title = await screen.findByLabelText('Title', {}, slow)
    await user.clear(title)
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    // The slug followed the title: both are empty.
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2)
    await user.type(title, 'Another title')
    const slug = screen.getByLabelText('Slug')
    await user.clear(slug)
    await user.type(slug, 'five-soups-for-a-cold-week')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('This value is already in use.')).toBeInTheDocument()
  })

  it('asks before Cancel leaves unsaved changes, and leaves at once without them', async () => {
    const { user, router } = await renderWithProviders('/pages/blog/edit/4')
    const title = await screen.findByLabelText('Title', {}, slow)
    await user.type(title, ' (draft)')
    await user.click(screen.getByRole('link', { name: 'Cancel' }))
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(router.state.location.pathname).toBe('/pages/blog/edit/4')
    await user.click(screen.getByRole('button', { name: 'Discard changes' }))
    await user.click(screen.getByRole('link', { name: 'Cancel' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/blog/detail/4'))
  })

  it("opens a seed post in the reader's language, and saving it unchanged keeps it translated", async () => {
    const { user, router } = await renderWithProviders('/pages/blog/detail/3')
    await screen.findByRole('article', {}, slow)
    await act(() => i18n.changeLanguage('fr'))
    await act(() => router.navigate('/pages/blog/edit/3'))
    const title = await screen.findByLabelText('Titre', {}, slow)
    expect(title).toHaveValue('Pourquoi nous jouons encore en coopération sur le canapé')
    expect((screen.getByLabelText('Extrait') as HTMLTextAreaElement).value).toMatch(/^Jouer en ligne/)
    await user.selectOptions(screen.getByLabelText('Statut'), 'draft')
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/blog/detail/3'))
    await act(() => i18n.changeLanguage('en'))
    expect(
      await screen.findByRole('heading', { name: 'Why we still play couch co-op games' }, slow)
    ).toBeInTheDocument()
  })
})
