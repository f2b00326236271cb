import type React from 'react'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import i18n, { initI18n } from '@/configs/i18n'
import { makeStore, type RootState } from '@/redux/store'
import { buildRouteTree } from '@/router'
import { sessionFor } from './sessions'

/** Renders the real app (store, router with every route, i18n with the real locale files) at a path. */
export async function ensureI18n() {
  if (!i18n.isInitialized) await initI18n()
  else await i18n.changeLanguage('en')
}

export interface RenderOptions {
  /** Signed in as this demo user (default admin); null renders for an anonymous visitor. */
  as?: 'admin' | 'client' | null
  preloadedState?: Partial<RootState>
}

export async function renderWithProviders(path = '/', { as = 'admin', preloadedState }: RenderOptions = {}) {
  await ensureI18n()
  const auth = as ? sessionFor(as) : { userData: null, accessToken: null, refreshToken: null }
  const store = makeStore({ auth, ...preloadedState })
  const router = createMemoryRouter(buildRouteTree(), { initialEntries: [path] })
  const user = userEvent.setup()
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  )
  return { ...view, store, router, user }
}

/** Renders one component with the real store and i18n (no router): for kit components. */
export async function renderComponent(
  ui: React.ReactElement,
  { as = 'admin', preloadedState }: RenderOptions = {}
) {
  await ensureI18n()
  const auth = as ? sessionFor(as) : { userData: null, accessToken: null, refreshToken: null }
  const store = makeStore({ auth, ...preloadedState })
  const user = userEvent.setup()
  const view = render(<Provider store={store}>{ui}</Provider>)
  return { ...view, store, user }
}
