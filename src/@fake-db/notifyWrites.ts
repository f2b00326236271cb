import { excerptLength } from '@/utility/notifications.contract'
import { activityStore, type StoredEntry } from './kit/activity'
import type { RecordChange } from './kit/changes'
import { original } from './kit/journal'
import { addNotifications, type NewNotification } from './kit/notify'
import { isSecretField } from './kit/secrets'
import { accountStore } from './jwt/accounts'
import type { AuthUserRecord } from './jwt/data'

// A bulk write of thousands of rows is read for mentions in its first records only.
const scannedRecords = 100
const scannedDepth = 4

const keyOf = (record: { entity: string; recordId: string }) => `${record.entity}\u0000${record.recordId}`

/** Everyone who changed one of the entry's records before (and `tell`), except its writer: they are told of it. */
function watchersOf(
  entry: StoredEntry,
  log: readonly StoredEntry[],
  tell: readonly number[]
): NewNotification[] {
  const keys = new Set(entry.records.map(keyOf))
  const told = new Set<number>()
  const notes: NewNotification[] = []
  const { app, title, action } = entry
  for (const userId of tell) {
    if (userId === entry.user?.id || told.has(userId)) continue
    told.add(userId)
    notes.push({ userId, kind: 'change', actor: entry.user, app, title, action })
  }
  for (const past of log) {
    const user = past.user
    if (past === entry || !user || user.id === entry.user?.id || told.has(user.id)) continue
    if (!past.records.some((record) => keys.has(keyOf(record)))) continue
    told.add(user.id)
    notes.push({ userId: user.id, kind: 'change', actor: entry.user, app, title, action })
  }
  return notes
}

function textsIn(value: unknown, into: Set<string>, depth = 0): Set<string> {
  if (typeof value === 'string') into.add(value)
  else if (typeof value === 'object' && value !== null && depth < scannedDepth)
    for (const [key, inner] of Object.entries(value)) if (!isSecretField(key)) textsIn(inner, into, depth + 1)
  return into
}

/** The texts a change wrote that were not there before (a new chat message, a new comment), holding an `@`. */
export function newTexts(changes: readonly RecordChange[]): string[] {
  return changes.slice(0, scannedRecords).flatMap((change) => {
    const before = textsIn(change.before, new Set())
    return [...textsIn(change.after, new Set())].filter((text) => text.includes('@') && !before.has(text))
  })
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** `@Astrid Lindqvist`, `@Astrid` or `@astrid.admin`, not inside a word or an e-mail address. */
export function mentions(text: string, account: Pick<AuthUserRecord, 'fullName' | 'username'>): boolean {
  const names = [account.fullName, account.fullName.split(' ')[0], account.username].filter(Boolean)
  const pattern = new RegExp(
    `(^|[^\\p{L}\\p{N}._-])@(${names.map(escaped).join('|')})(?![\\p{L}\\p{N}])`,
    'iu'
  )
  return pattern.test(text)
}

function mentionsOf(entry: StoredEntry, texts: readonly string[], accounts: readonly AuthUserRecord[]) {
  return accounts.flatMap((account): NewNotification[] => {
    if (account.id === entry.user?.id || account.disabled) return []
    const text = texts.find((candidate) => mentions(candidate, account))
    if (text === undefined) return []
    const excerpt = text.length > excerptLength ? `${text.slice(0, excerptLength - 1)}…` : text
    return [
      { userId: account.id, kind: 'mention', actor: entry.user, app: entry.app, title: entry.title, excerpt }
    ]
  })
}

/** What a logged write tells others: a change to a record they changed before (or to `tell`), each `@name` it wrote. */
export async function notifyOfWrite(
  entry: StoredEntry,
  changes: readonly RecordChange[],
  tell: readonly number[] = []
): Promise<void> {
  const log = original(await activityStore.get())
  const texts = newTexts(changes)
  const accounts = texts.length > 0 ? original(await accountStore.get()) : []
  await addNotifications([...watchersOf(entry, log, tell), ...mentionsOf(entry, texts, accounts)])
}
