// Sign-in and the apps' handler modules: one chunk, evaluated in a task of its own (see allHandlers.ts).
import.meta.glob(['./jwt/handlers.ts', './apps/*/handlers.ts'], { eager: true })
