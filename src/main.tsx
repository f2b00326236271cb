import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import '@fontsource-variable/public-sans/wght.css'
import '@core/scss/index.scss'
import {
  demoDataChangedElsewhere,
  isKeepingDemoChanges,
  keptRecordsLimit,
  setDemoDataReset,
  setKeptRecordsLimit,
  subscribeKeeping
} from '@/configs/demoData'
import { appPath, env } from '@/configs/env'
import i18n, { initI18n } from '@/configs/i18n'
import { mockDelayMs, subscribeLatency } from '@/configs/mockLatency'
import {
  currentScenarios,
  setScenarioFamilies,
  setScenarios,
  subscribeScenarios
} from '@/configs/mockScenarios'
import { createAppRouter, preloadRoute, type PreloadedRoute } from '@/router'
import { holdRequestsUntil, whenRequestsMayStart } from '@/utility/httpSession'
import { mockSigningSecret } from '@/utility/auth/storage'
import { afterFirstPaint } from '@/utility/paint'
import App from './App'
import { intlLocale } from '@/utility/intlLocale'

/** Kept demo changes were dropped or could not be stored: the user is told why they will not last. */
const keptProblemText = {
  version: 'demoData.dropped',
  damaged: 'demoData.damaged',
  capped: 'demoData.capped',
  quota: 'demoData.quota'
} as const
const tellDemoChangesDropped = (reason: keyof typeof keptProblemText) =>
  import('@core/components/toast').then(({ notify }) =>
    notify.info(
      i18n.t(keptProblemText[reason], {
        max: new Intl.NumberFormat(intlLocale(i18n.language)).format(keptRecordsLimit())
      })
    )
  )

/** A build with VITE_MOCK_API=false never loads it. */
async function loadMock(i18nReady: Promise<unknown>) {
  const fakeDb = await import('@fake-db')
  fakeDb.setSigningSecret(mockSigningSecret(fakeDb.randomSecret))
  const apply = () => fakeDb.setMockOptions({ delayMs: mockDelayMs(), ...currentScenarios() })
  apply()
  subscribeLatency(apply)
  subscribeScenarios(apply)
  fakeDb.onExpiryAnswered(() => setScenarios({ expireNext: false }))
  setScenarioFamilies(fakeDb.routeFamilies())
  fakeDb.onKeptChangesDropped((reason) => void i18nReady.then(() => tellDemoChangesDropped(reason)))
  // Before the gate opens, so the first request already sees the kept data.
  setKeptRecordsLimit(fakeDb.keptRecordsLimit)
  if (isKeepingDemoChanges()) await fakeDb.keepDemoChanges(true)
  subscribeKeeping((elsewhere) => void fakeDb.keepDemoChanges(isKeepingDemoChanges(), { elsewhere }))
  setDemoDataReset(fakeDb.resetDemoData)
  fakeDb.onDemoDataChangedElsewhere(demoDataChangedElsewhere)
}

/** A framed page's data waits on it: it loads now, with the page's code. Sign-in's waits for its paint and idle. */
function deferMock(route: PreloadedRoute, i18nReady: Promise<unknown>) {
  holdRequestsUntil(() => loadMock(i18nReady))
  // Through the gate, so that the mock loads once whichever comes first.
  const load = () => void whenRequestsMayStart()
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(load, { timeout: 2000 }) : setTimeout(load, 500)
  if (route.framed) load()
  else void afterFirstPaint().then(whenIdle)
}

async function boot() {
  const i18nReady = initI18n()
  // Requested now, with i18n, rather than once React and the router reach the route.
  const route = preloadRoute(appPath(window.location.pathname))
  if (env.mockApi) deferMock(route, i18nReady)
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
}

void boot()
