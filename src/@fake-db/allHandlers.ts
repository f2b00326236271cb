// Every handler module, registered into the route table; the axios adapter and the HTTP server both read it.
// The mock's first import, so these chunks download while its own modules evaluate. Evaluated with the mock, the
// handler modules blocked a phone's main thread for over 100 ms; in two chunks, each half runs in a task of its own.
await Promise.all([import('./appHandlers'), import('./pageHandlers')])

export {}
