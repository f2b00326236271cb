import type { ActivityUser } from '@/utility/activity.contract'
import { notificationCap, notificationTotalCap, type Notification } from '@/utility/notifications.contract'
import { original } from './journal'
import { createStore } from './store'

/** A notification with the user it is for (0: calls without a token, where auth is not enforced). */
export interface StoredNotification extends Notification {
  userId: number
  /** A change another tab made: the activity entry, and that tab, which does not list it. */
  entryId?: number
  tab?: string
}

/** What a new notification says; its id, time and unread state are given when it is added. */
export type NewNotification = Omit<StoredNotification, 'id' | 'at' | 'read'>

/** Oldest first: a notification that comes again moves to the end. */
export const notificationStore = createStore<StoredNotification[]>(
  'notifications',
  () => import('./notifySeed').then((m) => m.seedNotifications()),
  { fixedSize: true }
)

/** The user a notification goes to: the caller, or 0 for nobody signed in. */
export const recipientOf = (user: ActivityUser | null) => user?.id ?? 0

const newestId = (list: readonly StoredNotification[]) =>
  list.reduce((max, notification) => Math.max(max, notification.id), 0)

/** Past the caps, each user's oldest notifications go, then everyone's oldest. */
function cap(list: StoredNotification[], userId: number): void {
  const mine = list.filter((notification) => notification.userId === userId)
  const extra = new Set(mine.slice(0, Math.max(0, mine.length - notificationCap)))
  if (extra.size > 0) list.splice(0, list.length, ...list.filter((notification) => !extra.has(notification)))
  if (list.length > notificationTotalCap) list.splice(0, list.length - notificationTotalCap)
}

/** Adds them unread, now; written past the journal, so a write's own changes never include them. */
export async function addNotifications(items: readonly NewNotification[]): Promise<void> {
  if (items.length === 0) return
  const list = original(await notificationStore.get())
  let id = newestId(list)
  const at = new Date().toISOString()
  for (const item of items) {
    list.push({ ...item, id: ++id, at, read: false })
    cap(list, item.userId)
  }
}

/** A failed call: the same call's unread failure counts once more and moves up, else a new one. */
export async function addFailure(user: ActivityUser | null, app: string, call: string): Promise<void> {
  const list = original(await notificationStore.get())
  const userId = recipientOf(user)
  const same = (item: StoredNotification) =>
    item.userId === userId && item.kind === 'failure' && !item.read && item.title === call
  const index = list.map(same).lastIndexOf(true)
  if (index < 0)
    return addNotifications([{ userId, kind: 'failure', actor: null, app, title: call, count: 1 }])
  const [again] = list.splice(index, 1)
  list.push({ ...again!, at: new Date().toISOString(), count: (again!.count ?? 1) + 1 })
}
