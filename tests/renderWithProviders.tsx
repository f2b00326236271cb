import type React from 'react'
import { render } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import i18n, { initI18n } from '@/configs/i18n'
import { makeStore, type RootState } from '@/redux/store'
import { buildRouteTree } from '@/router'
import { sessionFor } from './sessions'

export async function ensureI18n() {
  if (!i18n.isInitialized) await initI18n()
  else await i18n.changeLanguage('en')
}

export interface RenderOptions {
  as?: 'admin' | 'client' | null
  preloadedState?: Partial<RootState>
}

// Checks pointer-events once per element, not on every call: jsdom's getComputedStyle up the tree was a quarter of a
// screen test's time.
const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.EachTarget })

export async function renderWithProviders(path = '/', { as = 'admin', preloadedState }: RenderOptions = {}) {
  await ensureI18n()
  const auth = as ? sessionFor(as) : { userData: null, accessToken: null, refreshToken: null }
  const store = makeStore({ auth, ...preloadedState })
  const router = createMemoryRouter(buildRouteTree(), { initialEntries: [path] })
  const user = setupUser()
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  )
  return { ...view, store, router, user }
}

export async function renderComponent(
  ui: React.ReactElement,
  { as = 'admin', preloadedState }: RenderOptions = {}
) {
  await ensureI18n()
  const auth = as ? sessionFor(as) : { userData: null, accessToken: null, refreshToken: null }
  const store = makeStore({ auth, ...preloadedState })
  const user = setupUser()
  const view = render(<Provider store={store}>{ui}</Provider>)
  return { ...view, store, user }
}
