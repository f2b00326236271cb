// Every handler module, registered into the route table; the axios adapter and the HTTP server both read it.
import.meta.glob(['./jwt/handlers.ts', './apps/*/handlers.ts', './pages/*/handlers.ts'], { eager: true })
