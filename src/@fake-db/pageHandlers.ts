// The pages' handler modules: one chunk, evaluated in a task of its own (see allHandlers.ts).
import.meta.glob('./pages/*/handlers.ts', { eager: true })
