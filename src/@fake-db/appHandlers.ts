// The apps' handler modules: one chunk, evaluated in a task of its own (see handlerModules.ts).
import.meta.glob('./apps/*/handlers.ts', { eager: true })
