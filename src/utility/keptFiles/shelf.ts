import { clear, createStore, del, get, set, values, type UseStore } from 'idb-keyval'

/** A file's bytes as the browser keeps them: by key, with what the file was, so a stale key shows nothing. */
export interface KeptFile {
  key: string
  name: string
  size: number
  type: string
  bytes: ArrayBuffer
}

/** Where kept files go: IndexedDB in the browser, a map in a test. */
export interface FileShelf {
  get(key: string): Promise<KeptFile | undefined>
  set(file: KeptFile): Promise<void>
  del(key: string): Promise<void>
  clear(): Promise<void>
  all(): Promise<KeptFile[]>
}

let opened: UseStore | null = null
const database = () => (opened ??= createStore('nordlight-demo-files', 'files'))

/** The shelf in this browser's IndexedDB, apart from the mock's kept data. */
export const browserShelf: FileShelf = {
  get: (key) => get<KeptFile>(key, database()),
  set: (file) => set(file.key, file, database()),
  del: (key) => del(key, database()),
  clear: () => clear(database()),
  all: () => values<KeptFile>(database())
}
