import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { keptFiles } from './keptFiles'
import { browserShelf, type FileShelf, type KeptFile } from './shelf'

/** The shelf's interface over a map: what the module needs, nothing of IndexedDB. */
function memoryShelf(): FileShelf {
  const files = new Map<string, KeptFile>()
  return {
    get: async (key) => files.get(key),
    set: async (file) => void files.set(file.key, file),
    del: async (key) => void files.delete(key),
    clear: async () => files.clear(),
    all: async () => [...files.values()]
  }
}

const file = (name: string, size: number) => new File([new Uint8Array(size)], name, { type: 'text/plain' })

describe('keptFiles', () => {
  it('keeps files within the cap and tells the space used', async () => {
    const kept = keptFiles(memoryShelf(), 100)
    expect(await kept.keep('a', file('a.txt', 40))).toBe(true)
    expect(await kept.keep('b', file('b.txt', 60))).toBe(true)
    expect(await kept.usage()).toEqual({ used: 100, cap: 100, count: 2 })
  })

  it('refuses a file over the cap and loses nothing kept', async () => {
    const kept = keptFiles(memoryShelf(), 100)
    await kept.keep('a', file('a.txt', 70))
    expect(await kept.fits(31)).toBe(false)
    expect(await kept.keep('b', file('b.txt', 31))).toBe(false)
    expect(await kept.usage()).toEqual({ used: 70, cap: 100, count: 1 })
    expect(await kept.read('a', 'a.txt', 70)).toBeInstanceOf(Blob)
    expect(await kept.read('b', 'b.txt', 31)).toBeUndefined()
  })

  it('replaces the file under the same key without counting it twice', async () => {
    const kept = keptFiles(memoryShelf(), 100)
    await kept.keep('a', file('a.txt', 70))
    expect(await kept.keep('a', file('a.txt', 90))).toBe(true)
    expect((await kept.usage()).used).toBe(90)
  })

  it('reads only the file that was kept under the key, by name and size', async () => {
    const kept = keptFiles(memoryShelf(), 100)
    await kept.keep('a', new File(['hello'], 'a.txt', { type: 'text/plain' }))
    expect(await (await kept.read('a', 'a.txt', 5))?.text()).toBe('hello')
    expect(await kept.read('a', 'other.txt', 5)).toBeUndefined()
    expect(await kept.read('a', 'a.txt', 6)).toBeUndefined()
  })

  it('forgets and clears, telling its listeners', async () => {
    const kept = keptFiles(memoryShelf(), 100)
    let told = 0
    const stop = kept.subscribe(() => told++)
    await kept.keep('a', file('a.txt', 10))
    await kept.keep('b', file('b.txt', 10))
    await kept.forget(['a'])
    expect((await kept.usage()).count).toBe(1)
    await kept.clear()
    expect((await kept.usage()).count).toBe(0)
    stop()
    await kept.keep('c', file('c.txt', 10))
    expect(told).toBe(4)
  })

  it('keeps bytes in IndexedDB across instances', async () => {
    await keptFiles(browserShelf, 100).keep('x', new File(['kept'], 'x.txt', { type: 'text/plain' }))
    const later = keptFiles(browserShelf, 100)
    expect(await (await later.read('x', 'x.txt', 4))?.text()).toBe('kept')
    await later.clear()
  })
})
