import 'fake-indexeddb/auto'
import { createStore as openDatabase } from 'idb-keyval'
import { vi } from 'vitest'

/** Where the mock keeps demo changes (IndexedDB, faked in Node). */
export const keptDatabase = () => openDatabase('nordlight-demo-data', 'kept')

/** A fresh import of the mock is what a reload of the page gives. */
export async function reloadMock(keep = true, onDropped: () => void = () => undefined) {
  vi.resetModules()
  const fakeDb = await import('@fake-db')
  const keeping = await import('@fake-db/kit/keep')
  fakeDb.onKeptChangesDropped(onDropped)
  await fakeDb.keepDemoChanges(keep)
  return { ...fakeDb, saved: keeping.keptSaved }
}
