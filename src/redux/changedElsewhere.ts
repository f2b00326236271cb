import type { ActivityEntry } from '@/utility/activity.contract'
import { api } from './api'
import type { AppStore } from './store'

/** The tags an app's screens load under, by its calls' family (`/apps/invoice/...`: `invoice`). */
const tagsOf: Readonly<Record<string, readonly string[]>> = {
  users: ['User'],
  invoice: ['Invoice'],
  kanban: ['Kanban'],
  blog: ['Blog'],
  todo: ['Todo'],
  calendar: ['CalendarEvent'],
  chat: ['Chat'],
  email: ['Email'],
  'file-manager': ['FileManager'],
  roles: ['Role', 'Permission', 'User'],
  permissions: ['Permission', 'Role'],
  ecommerce: ['Product', 'Cart', 'Wishlist'],
  'api-key': ['ApiKey'],
  views: ['SavedView'],
  bookmarks: ['Bookmark'],
  notifications: []
}

/** What the log and the bell show changes with every write. */
const always = ['Activity', 'Notification']

/**
 * Another tab (or, without the mock, another client) changed data: the screens of the apps it changed load again,
 * keeping what they show meanwhile. Null, or an app this table does not know: every screen loads again.
 */
export function showChangesFromElsewhere(
  store: AppStore,
  changes: readonly Pick<ActivityEntry, 'app'>[] | null
): void {
  const types = new Set(always)
  for (const { app } of changes ?? []) for (const type of tagsOf[app] ?? ['*']) types.add(type)
  if (!changes || types.has('*')) store.dispatch(api.util.resetApiState())
  // The base api is typed with no tags; each area adds its own, so the types are known only as names here.
  else store.dispatch(api.util.invalidateTags([...types] as never[]))
}
