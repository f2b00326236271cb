// The in-browser mock API: remove this folder, its import in main.tsx and VITE_MOCK_API to use a real backend.
import './jwt/handlers'
import { mock } from './mock'

import.meta.glob(['./apps/*/handlers.ts', './pages/*/handlers.ts'], { eager: true })

// Last: any call no handler claims goes to the network.
mock.onAny().passThrough()

export { mock, setMockOptions, type MockOptions } from './mock'
export { routeFamilies } from './route'
export { onExpiryAnswered } from './scenarios'
export { keepDemoChanges, resetDemoData } from './kit/keep'
