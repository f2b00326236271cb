/** Each user's column layout per list, in this browser (a saved view carries it to another). */

const prefix = 'columns'

export const layoutStorageKey = (userId: string | number, listKey: string) => `${prefix}:${userId}:${listKey}`

export function readStoredLayout(key: string): unknown {
  try {
    const raw = globalThis.localStorage?.getItem(key)
    return raw ? (JSON.parse(raw) as unknown) : undefined
  } catch {
    return undefined // storage disabled or damaged: the declared layout applies
  }
}

export function storeLayout(key: string, layout: unknown): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(layout))
  } catch {
    // storage full or disabled: the layout lasts until the reload
  }
}
