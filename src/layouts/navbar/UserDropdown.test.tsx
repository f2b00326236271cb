import '@fake-db'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { makeStore } from '@/redux/store'
import { getAccessToken } from '@/utility/auth/storage'
import { ensureI18n } from '@tests/renderWithProviders'
import { sessionFor } from '@tests/sessions'
import { UserDropdown, userPages } from './UserDropdown'

describe('user dropdown', () => {
  it('offers a page of the user only once its route is registered', () => {
    expect(userPages(new Set(['/pages/faq', '/pages/profile'])).map(({ to }) => to)).toEqual([
      '/pages/profile',
      '/pages/faq'
    ])
    expect(userPages(new Set())).toEqual([])
  })

  it('shows the user, links no missing page and signs out to /login', async () => {
    await ensureI18n()
    const session = sessionFor('admin')
    localStorage.setItem('accessToken', session.accessToken)
    const store = makeStore({ auth: session })
    const router = createMemoryRouter(
      [
        { path: '/', element: <UserDropdown /> },
        { path: '/login', element: <p>login page</p> }
      ],
      { initialEntries: ['/'] }
    )
    const user = userEvent.setup()
    render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    )
    const toggle = await screen.findByRole('button', { name: 'Account menu of Astrid Lindqvist' })
    expect(toggle).toHaveTextContent('Admin')
    await user.click(toggle)
    // The menu's code loads as it first opens.
    await screen.findByRole('menuitem', { name: 'Log out' })
    const links = {
      Profile: '/pages/profile',
      Settings: '/pages/account-settings',
      Pricing: '/pages/pricing',
      FAQ: '/pages/faq'
    }
    for (const [name, href] of Object.entries(links))
      expect(screen.getByRole('menuitem', { name })).toHaveAttribute('href', href)
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(store.getState().auth.userData).toBeNull()
    expect(getAccessToken()).toBeNull()
  })
})
