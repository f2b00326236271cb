import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import i18n, { initI18n } from '@/configs/i18n'
import { makeStore, type RootState } from '@/redux/store'
import { buildRouteTree } from '@/router'

/** Renders the real app (store, router with every route, i18n with the real locale files) at a path. */
export async function ensureI18n() {
  if (!i18n.isInitialized) await initI18n()
  else await i18n.changeLanguage('en')
}

export async function renderWithProviders(path = '/', preloadedState?: Partial<RootState>) {
  await ensureI18n()
  const store = makeStore(preloadedState)
  const router = createMemoryRouter(buildRouteTree(), { initialEntries: [path] })
  const user = userEvent.setup()
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  )
  return { ...view, store, router, user }
}
