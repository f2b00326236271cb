import { useSyncExternalStore } from 'react'

// One answer for the session: once the user asks to see images from other sites, every screen shows them.
let shown = false
const listeners = new Set<() => void>()

export function showRemoteImages(): void {
  shown = true
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const remoteImagesShown = (): boolean => shown

export function useRemoteImagesShown(): boolean {
  return useSyncExternalStore(subscribe, remoteImagesShown)
}

/** Tests start from a session that has not asked yet. */
export function resetRemoteImages(): void {
  shown = false
}
