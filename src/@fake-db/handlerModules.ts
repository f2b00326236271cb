// Imported first by the mock. Evaluated with it, the handler modules blocked a phone's main thread for over 100 ms;
// in two chunks, preloaded with the mock's own (build/mockPreload.ts), each half runs in a task of its own.
export const handlerModules = Promise.all([import('./appHandlers'), import('./pageHandlers')])
