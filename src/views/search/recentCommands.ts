import { readStored, writeStored } from '@/configs/preferences'

const storageKey = 'recentCommands'
export const recentLimit = 5

/** The ids of the commands run last, newest first (kept in this browser). */
export function readRecentCommands(): string[] {
  const stored = readStored(storageKey)
  if (!Array.isArray(stored)) return []
  return stored.filter((id): id is string => typeof id === 'string' && id.length <= 100).slice(0, recentLimit)
}

export function rememberCommand(id: string): void {
  const recent = [id, ...readRecentCommands().filter((known) => known !== id)].slice(0, recentLimit)
  writeStored([[storageKey, recent]])
}
