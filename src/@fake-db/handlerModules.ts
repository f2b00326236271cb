// Imported first by the mock, so their chunks download while its own modules evaluate. Evaluated with it, the
// handler modules blocked a phone's main thread for over 100 ms; in two chunks, each half runs in a task of its own.
export const handlerModules = Promise.all([import('./appHandlers'), import('./pageHandlers')])
