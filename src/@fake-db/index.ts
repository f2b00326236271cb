// The in-browser mock API: remove this folder, its import in main.tsx and VITE_MOCK_API to use a real backend.
import { allHandlers } from './allHandlers'
import { mock } from './mock'
import { registerRoutes } from './route'

registerRoutes(allHandlers)

// Last: any call no handler claims goes to the network.
mock.onAny().passThrough()

export { mock } from './mock'
export { setMockOptions, type MockOptions } from './options'
export { routeFamilies } from './route'
export { onExpiryAnswered } from './scenarios'
export { randomSecret, setSigningSecret } from './jwt/tokens'
export { preloadTokenCheck } from './jwt/accounts'
export { keepDemoChanges, onKeptChangesDropped, resetDemoData } from './kit/keep'
export { onDemoDataChangedElsewhere } from './tabChanges'
export { keptRecordsLimit } from './kit/store'
