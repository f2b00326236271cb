import '@fake-db'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@tests/renderWithProviders'

describe('access control page', () => {
  it('shows the client who is signed in, its rules and the ACL card', async () => {
    await renderWithProviders('/access-control', { as: 'client' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Control' })).toBeInTheDocument()
    // The navbar's user menu (lazy, so present or not yet) shows the name too: look in the page.
    expect(within(screen.getByRole('main')).getByText('Mikkel Haugen')).toBeInTheDocument()
    const rules = screen.getByRole('table', { name: 'Your ability rules' })
    expect(within(rules).getAllByRole('row')).toHaveLength(3)
    expect(within(rules).getByText('ACL')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'You can read ACL' })).toBeInTheDocument()
  })

  it('sends the client away from the dashboard it may not read', async () => {
    const { router } = await renderWithProviders('/', { as: 'client' })
    await waitFor(() => expect(router.state.location.pathname).toBe('/misc/not-authorized'))
  })

  it('sends a visitor to sign in first', async () => {
    const { router } = await renderWithProviders('/access-control', { as: null })
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toBe('?returnTo=%2Faccess-control')
  })
})
