// Test-only helper (imported by *.test.tsx, never by the app).
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { makeStore } from '@/redux/store'
// eslint-disable-next-line import-x/no-restricted-paths -- tests mount the real route tree
import { appRoutes, buildRouteTree } from '@/router'
// eslint-disable-next-line import-x/no-restricted-paths -- tests mount the real route tree
import { authRoutes } from '@/router/routes/auth'
import { sessionFor } from '../../../../tests/sessions'
import { ensureI18n } from '../../../../tests/renderWithProviders'

/** Like tests/renderWithProviders, but sure to include the auth routes whether or not the app's
 *  route list has been wired to them yet (paths already present are not added twice). */
export async function renderAuthApp(path: string, { as = null }: { as?: 'admin' | 'client' | null } = {}) {
  await ensureI18n()
  const known = new Set(appRoutes.map((route) => route.path))
  const routes = [...appRoutes, ...authRoutes.filter((route) => !known.has(route.path))]
  const auth = as ? sessionFor(as) : { userData: null, accessToken: null, refreshToken: null }
  const store = makeStore({ auth })
  const router = createMemoryRouter(buildRouteTree(routes), { initialEntries: [path] })
  const user = userEvent.setup()
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  )
  return { ...view, store, router, user }
}
