// The in-browser mock API: remove src/@fake-db, src/mockBoot.ts, their import in main.tsx and VITE_MOCK_API for a
// real backend.
import { areaHandlersFor, areaSeedsFor } from './areas'
import { registerInSteps } from './steps'
import { whenIdle } from '@/utility/idle'

// The page's own areas first, every other one behind its calls: a call waits for its own area, not for all of them.
const pagePath = typeof location === 'undefined' ? '' : location.pathname
registerInSteps(...areaHandlersFor(pagePath), () => whenIdle())
// Its store imports it again on the first call and reports a failure there.
for (const seed of areaSeedsFor(pagePath)) seed().catch(() => undefined)

export * from './core'
