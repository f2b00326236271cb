import type { ActivityEntry } from '@/utility/activity.contract'
import { writeApart } from './answer'
import { activityStore, mockTab, publicEntry, type StoredEntry } from './kit/activity'
import { original } from './kit/journal'
import { onStoresChangedElsewhere } from './kit/keep'
import { addNotifications, notificationStore, recipientOf } from './kit/notify'

// Changes from before this page loaded are history, not news.
const startedAt = new Date().toISOString()
const told = new Set<number>()

/** Entries another tab logged since this one last looked: its writes, which this tab's screens have not seen. */
async function freshFromOtherTabs(): Promise<StoredEntry[]> {
  const log = original(await activityStore.get())
  const fresh = log.filter(
    (entry) =>
      entry.tab !== undefined && entry.tab !== mockTab && entry.at >= startedAt && !told.has(entry.id)
  )
  fresh.forEach((entry) => told.add(entry.id))
  return fresh
}

/** Each change becomes one notification, whichever tab hears it first; the tab that made it does not list it. */
async function notifyOf(entries: readonly StoredEntry[]): Promise<void> {
  const noted = new Set(original(await notificationStore.get()).map((item) => item.entryId))
  const news = entries.filter((entry) => !noted.has(entry.id))
  // No write when there is nothing to add: a write would be kept and heard again by the other tabs.
  if (news.length === 0) return
  await writeApart(() =>
    addNotifications(
      news.map(({ id, user, app, title, action, tab }) => {
        const note = { userId: recipientOf(user), kind: 'change', actor: user, app, title, action } as const
        return { ...note, elsewhere: true, entryId: id, tab }
      })
    )
  )
}

/**
 * Called when another tab changed the kept demo data: with its logged writes (the screens showing those apps load
 * again, and each write is a notification), or with null when everything may have changed.
 */
export function onDemoDataChangedElsewhere(listener: (changes: ActivityEntry[] | null) => void): () => void {
  return onStoresChangedElsewhere((names) => {
    if (!names) return listener(null)
    void freshFromOtherTabs().then(async (fresh) => {
      await notifyOf(fresh)
      listener(fresh.map(publicEntry))
    })
  })
}
