import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import '@fontsource-variable/public-sans/wght.css'
import '@core/scss/index.scss'
import { env } from '@/configs/env'
import { initI18n } from '@/configs/i18n'
import { mockDelayMs, subscribeLatency } from '@/configs/mockLatency'
import { createAppRouter, preloadRoute, type PreloadedRoute } from '@/router'
import { holdRequestsUntil, whenRequestsMayStart } from '@/utility/httpSession'
import { afterFirstPaint } from '@/utility/paint'
import App from './App'

/** The mock API, its own chunk (a build with VITE_MOCK_API=false never loads it). */
async function loadMock() {
  const { setMockOptions } = await import('@fake-db')
  const applyDelay = () => setMockOptions({ delayMs: mockDelayMs() })
  applyDelay()
  subscribeLatency(applyDelay)
}

/** The mock stays off the critical path of the first paint: it loads on the first request, or once
 *  the page has painted (a blank page, such as sign-in, once the browser is idle too). */
function deferMock(route: PreloadedRoute) {
  holdRequestsUntil(loadMock)
  // Through the gate, so that the mock loads once whichever comes first.
  const load = () => void whenRequestsMayStart()
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(load, { timeout: 2000 }) : setTimeout(load, 500)
  void afterFirstPaint().then(route.framed ? load : whenIdle)
}

async function boot() {
  const i18nReady = initI18n()
  // Requested now, with i18n, rather than once React and the router reach the route.
  const route = preloadRoute(window.location.pathname)
  if (env.mockApi) deferMock(route)
  // While the page's code downloads: the router, built around it (index.html has started the
  // engine's number formats earlier still).
  let router = createAppRouter(route)
  const [loaded] = await Promise.all([route.code, i18nReady])
  if (!loaded) {
    // Its code failed to load: the router loads it as any other page, and reports if it fails again.
    router.dispose()
    router = createAppRouter(null)
  }
  // React draws the page in its first render, the code being in.
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>
  )
}

void boot()
