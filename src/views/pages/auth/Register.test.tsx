import '@fake-db'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@tests/renderWithProviders'

type User = Awaited<ReturnType<typeof renderWithProviders>>['user']

async function fillRegister(
  user: User,
  { username, email, password = 'longenough' }: { username: string; email: string; password?: string }
) {
  await user.type(await screen.findByLabelText('Username'), username)
  await user.type(screen.getByLabelText('Email'), email)
  await user.type(screen.getByLabelText('Password'), password)
  await user.click(screen.getByLabelText('I agree to the privacy policy and terms'))
  await user.click(screen.getByRole('button', { name: 'Sign up' }))
}

describe('register', () => {
  it('shows the taken email under the email field', async () => {
    const { user, router } = await renderWithProviders('/register', { as: null })
    await fillRegister(user, { username: 'fresh.name', email: 'admin@demo.com' })
    const email = screen.getByLabelText('Email')
    await waitFor(() => expect(email).toHaveAccessibleDescription('This value is already in use.'))
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'false')
    expect(router.state.location.pathname).toBe('/register')
  })

  it('shows the taken username under the username field', async () => {
    const { user } = await renderWithProviders('/register', { as: null })
    await fillRegister(user, { username: 'astrid.admin', email: 'new.person@example.com' })
    await waitFor(() =>
      expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('This value is already in use.')
    )
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'false')
  })

  it('validates the fields and the terms before calling the server', async () => {
    const { user } = await renderWithProviders('/pages/register-cover', { as: null })
    await user.type(await screen.findByLabelText('Password'), 'short')
    await user.click(screen.getByRole('button', { name: 'Sign up' }))
    expect(await screen.findByText('Choose a username.')).toBeInTheDocument()
    expect(screen.getByText('Use at least 8 characters.')).toBeInTheDocument()
    expect(screen.getByText('Accept the privacy policy and terms to continue.')).toBeInTheDocument()
  })

  it('registers, signs the new admin in and lands on the dashboard', async () => {
    const { user, router, store } = await renderWithProviders('/register', { as: null })
    await fillRegister(user, { username: 'ingrid.new', email: 'ingrid@example.com' })
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(store.getState().auth.userData).toMatchObject({ email: 'ingrid@example.com', role: 'admin' })
  })
})
