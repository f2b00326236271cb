// The in-browser mock API: remove it, src/mockBoot.ts, their import in main.tsx and VITE_MOCK_API for a real backend.
import { allHandlers } from './allHandlers'
import { mock } from './mock'
import { registerRoutes } from './route'
import { preloadTokenCheck } from './jwt/accounts'
import { onRead } from './answer'
import { noteRead } from './editedElsewhere'

registerRoutes(allHandlers)
onRead(noteRead)
// A first call checks a token (sign-in signs one): that code loads with the mock, not one chunk after the other then.
preloadTokenCheck()

// Last: any call no handler claims goes to the network.
mock.onAny().passThrough()

export { mock } from './mock'
export { setMockOptions, type MockOptions } from './options'
export { routeFamilies } from './route'
export { onExpiryAnswered } from './scenarios'
export { randomSecret, setSigningSecret } from './jwt/tokens'
export { keepDemoChanges, onKeptChangesDropped, resetDemoData } from './kit/keep'
export { onDemoDataChangedElsewhere } from './tabChanges'
export { onEditedElsewhere } from './editedElsewhere'
export { keptRecordsLimit } from './kit/store'
