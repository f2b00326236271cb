// The pages' handler modules: one chunk, evaluated in a task of its own (see handlerModules.ts).
import.meta.glob('./pages/*/handlers.ts', { eager: true })
