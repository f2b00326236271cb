import type { FileShelf, KeptFile } from './shelf'

/** Bytes of uploaded files "Keep demo changes" may keep in this browser, all files together. */
export const keptFilesCap = 50 * 1024 * 1024

export interface KeptFilesUsage {
  used: number
  cap: number
  count: number
}

/** What a file needs from the blob the user picked. */
interface FileLike {
  name: string
  size: number
  type: string
  arrayBuffer(): Promise<ArrayBuffer>
}

/** Uploaded files' bytes kept on a shelf within a cap: a file that does not fit is refused, nothing kept is dropped. */
export function keptFiles(shelf: FileShelf, cap = keptFilesCap) {
  const listeners = new Set<() => void>()
  const changed = () => listeners.forEach((listener) => listener())

  async function usage(): Promise<KeptFilesUsage> {
    const files = await shelf.all()
    return { used: files.reduce((sum, file) => sum + file.size, 0), cap, count: files.length }
  }

  /** Whether a file of that size fits beside those kept, not counting the one it would replace. */
  async function fits(size: number, replacing?: string): Promise<boolean> {
    const files = await shelf.all()
    const used = files.reduce((sum, file) => sum + (file.key === replacing ? 0 : file.size), 0)
    return used + size <= cap
  }

  return {
    usage,
    fits,
    /** Keeps the file under the key, or answers `false` (and keeps nothing) when it would pass the cap. */
    async keep(key: string, file: FileLike): Promise<boolean> {
      if (!(await fits(file.size, key))) return false
      const kept: KeptFile = {
        key,
        name: file.name,
        size: file.size,
        type: file.type,
        bytes: await file.arrayBuffer()
      }
      await shelf.set(kept)
      changed()
      return true
    },
    /** The kept file under the key if it is still the file named so, with that size; else nothing. */
    async read(key: string, name: string, size: number): Promise<Blob | undefined> {
      const file = await shelf.get(key)
      if (!file || file.name !== name || file.size !== size) return undefined
      return new Blob([file.bytes], { type: file.type })
    },
    async forget(keys: readonly string[]): Promise<void> {
      await Promise.all(keys.map((key) => shelf.del(key)))
      changed()
    },
    async clear(): Promise<void> {
      await shelf.clear()
      changed()
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    }
  }
}
