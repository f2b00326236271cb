// Demo data: the in-browser mock API (API.md). Remove the whole src/@fake-db folder, its import in
// main.tsx and VITE_MOCK_API to switch to a real backend; nothing else depends on it.
//
// Every handler module is imported here once; ES modules run once, so importing this file again
// registers nothing twice. Handlers are found by their file name: apps/<app>/handlers.ts for the
// demo apps, pages/<area>/handlers.ts for the calls of the shell and the demo pages.
import './jwt/handlers'
import { mock } from './mock'

import.meta.glob(['./apps/*/handlers.ts', './pages/*/handlers.ts'], { eager: true })

// Last, after every import above has registered: any call no handler claims goes to the network.
mock.onAny().passThrough()

export { mock, setMockOptions, type MockOptions } from './mock'
