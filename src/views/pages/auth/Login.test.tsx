import '@fake-db'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { getAccessToken, getUserData } from '@/utility/auth/storage'
import { renderWithProviders } from '@tests/renderWithProviders'

async function signIn(
  user: Awaited<ReturnType<typeof renderWithProviders>>['user'],
  email: string,
  password: string
) {
  await user.type(await screen.findByLabelText('Email'), email)
  await user.type(screen.getByLabelText('Password'), password)
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
}

describe('login', () => {
  it('shows the server message under the email field and stays on the page', async () => {
    const { user, router, store } = await renderWithProviders('/login', { as: null })
    await signIn(user, 'admin@demo.com', 'wrong')
    const email = screen.getByLabelText('Email')
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'))
    expect(email).toHaveAccessibleDescription('The e-mail or password is not right.')
    expect(router.state.location.pathname).toBe('/login')
    expect(store.getState().auth.userData).toBeNull()
  })

  it('validates before calling the server', async () => {
    const { user } = await renderWithProviders('/login', { as: null })
    await user.click(await screen.findByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('Enter your email address.')).toBeInTheDocument()
    expect(screen.getByText('Enter your password.')).toBeInTheDocument()
  })

  it('signs the admin in, stores the session and lands on the dashboard', async () => {
    const { user, router, store } = await renderWithProviders('/login', { as: null })
    await signIn(user, 'admin@demo.com', 'admin')
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(store.getState().auth.userData?.email).toBe('admin@demo.com')
    expect(getUserData()?.role).toBe('admin')
    expect(getAccessToken()).toBeTruthy()
    expect(localStorage.getItem('refreshToken')).toBeTruthy()
  })

  it('sends the client to /access-control, its home', async () => {
    const { user, router } = await renderWithProviders('/login', { as: null })
    await user.click(await screen.findByRole('button', { name: 'Use the Client demo account' }))
    expect(screen.getByLabelText('Email')).toHaveValue('client@demo.com')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/access-control'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Control' })).toBeInTheDocument()
  })

  it('returns to the page the guard sent the visitor from', async () => {
    const { user, router } = await renderWithProviders('/page-layout/layout-boxed', { as: null })
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toBe(`?returnTo=${encodeURIComponent('/page-layout/layout-boxed')}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Nordlight' })).toBeInTheDocument()
    await signIn(user, 'admin@demo.com', 'admin')
    await waitFor(() => expect(router.state.location.pathname).toBe('/page-layout/layout-boxed'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Boxed Layout' })).toBeInTheDocument()
  })

  it('ignores a returnTo that leaves the app', async () => {
    const { user, router } = await renderWithProviders(
      `/login?returnTo=${encodeURIComponent('//evil.example/path')}`,
      { as: null }
    )
    await signIn(user, 'admin@demo.com', 'admin')
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })

  it('lets a signed-in admin view a login variant, which signs in for real', async () => {
    const { user, router } = await renderWithProviders('/pages/login-basic', { as: 'admin' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Nordlight' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/pages/register-basic'
    )
    await signIn(user, 'client@demo.com', 'client')
    await waitFor(() => expect(router.state.location.pathname).toBe('/access-control'))
  })
})
