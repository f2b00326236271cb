// Every handler module, registered into the route table; the axios adapter and the HTTP server both read it.
import './jwt/handlers'

const families = import.meta.glob(['./apps/*/handlers.ts', './pages/*/handlers.ts'])

// One chunk per module, each evaluated in its own task: their schemas are built without one long block.
// Order does not matter: no two routes answer the same call (route.test.ts).
await Promise.all(Object.values(families).map((load) => load()))
