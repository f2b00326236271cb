// Every handler module, registered into the route table; the axios adapter and the HTTP server both read it.
import './jwt/handlers'

import.meta.glob(['./apps/*/handlers.ts', './pages/*/handlers.ts'], { eager: true })
