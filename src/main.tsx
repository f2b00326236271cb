import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import '@fontsource-variable/public-sans/wght.css'
import '@core/scss/index.scss'
import { appPath, env } from '@/configs/env'
import { initI18n } from '@/configs/i18n'
import { createAppRouter, preloadRoute, type PreloadedRoute } from '@/router'
import { holdRequestsUntil, whenRequestsMayStart } from '@/utility/httpSession'
import App from './App'

/** A build with VITE_MOCK_API=false never loads it; its set-up code loads beside it, not before it. */
async function loadMock(i18nReady: Promise<unknown>) {
  const [fakeDb, { startMock }] = await Promise.all([import('@fake-db/browser'), import('./mockBoot')])
  await startMock(fakeDb, i18nReady)
}

/** Sign-in loads it on the first request or the first key or pointer press, so a sign-in page left alone does no
 * work after its paint; a framed page as it first renders (boot). */
function deferMock(route: PreloadedRoute, i18nReady: Promise<unknown>) {
  holdRequestsUntil(() => loadMock(i18nReady))
  if (route.framed) return
  // Through the gate, so that the mock loads once whichever comes first (a press comes before a submit).
  for (const type of ['pointerdown', 'keydown'])
    addEventListener(type, () => void whenRequestsMayStart(), { capture: true, passive: true, once: true })
}

async function boot() {
  const i18nReady = initI18n()
  // Requested now, with i18n, rather than once React and the router reach the route.
  const route = preloadRoute(appPath(window.location.pathname))
  if (env.mockApi) deferMock(route, i18nReady)
  // Without the mock, the HTTP server's stream of changes: other clients' writes load again as other tabs' do.
  else void import('@/utility/serverChanges').then((m) => m.followServer())
  let router = createAppRouter(route)
  const [loaded] = await Promise.all([route.code, i18nReady])
  if (!loaded) {
    // Its code failed to load: the router loads it as any other page, and reports if it fails again.
    router.dispose()
    router = createAppRouter(null)
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>
  )
  // A framed page asks for its data as it first renders: its mock loads beside that render, not after the paint
  // (before the render it held the first paint back).
  if (env.mockApi && route.framed) void whenRequestsMayStart()
}

void boot()
