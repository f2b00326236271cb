import {
  changeFeedAnswer,
  changeStreamType,
  endpoints,
  heartbeatSeconds,
  exportedAnswer,
  exportedBody,
  markReadAnswer,
  notificationIdParams,
  notificationListAnswer,
  notificationListParams,
  readAllAnswer,
  removeAnswer,
  type Notification
} from '@/utility/notifications.contract'
import { activityUser } from '../../activityUser'
import { callerOf } from '../../jwt/accounts'
import { mockTab } from '../../kit/activity'
import { changeStream, recentChanges } from '../../kit/changeFeed'
import { addNotifications, notificationStore, recipientOf, type StoredNotification } from '../../kit/notify'
import type { MockRequest } from '../../request'
import { del, get, post, type RouteDef } from '../../route'
import { created, listQuery, notFound, ok, parse, type ListSpec } from '../../utils'

/** The caller's user id (0 without a token) and name, as notifications are addressed. */
async function callerIn(req: MockRequest) {
  const user = activityUser(await callerOf(req.headers))
  return { user, userId: recipientOf(user) }
}

const listSpec: ListSpec<StoredNotification, typeof notificationListParams> = {
  params: notificationListParams,
  filters: { show: (item) => (item.read ? 'all' : ['all', 'unread']) }
}

const publicNotification = ({
  userId: _userId,
  entryId: _entryId,
  tab: _tab,
  ...notification
}: StoredNotification): Notification =>
  // The version the write path stamps is bookkeeping, not part of a notification.
  Object.fromEntries(Object.entries(notification).filter(([key]) => key !== 'version')) as Notification

/** The caller's own notification by id: another user's is as unknown as a missing one. */
async function mine(req: MockRequest): Promise<StoredNotification | undefined> {
  const { id } = parse(notificationIdParams, req.pathParams)
  const { userId } = await callerIn(req)
  return (await notificationStore.get()).find((item) => item.id === id && item.userId === userId)
}

const own = 'signedIn'
const notFoundError = { '404': 'No notification of yours has this id (`notFound`).' }

/** This area's calls, named in src/@fake-db/allHandlers.ts (the app's mock finds the folder itself). */
export const handlers: RouteDef[] = [
  get(
    endpoints.list,
    async (req) => {
      const { userId } = await callerIn(req)
      // A tab is not told of its own changes: another tab's notice of them is for that tab.
      const list = (await notificationStore.get())
        .filter((item) => item.userId === userId && item.tab !== mockTab)
        .reverse()
      const { total, rows } = listQuery(list, req.params, listSpec)
      const unread = list.filter((item) => !item.read).length
      return ok({ notifications: rows.map(publicNotification), total, unread })
    },
    { permission: own, answer: notificationListAnswer, query: notificationListParams, extension: true }
  ),
  post(
    endpoints.read(':id'),
    async (req) => {
      const found = await mine(req)
      if (!found) return notFound('notification')
      found.read = true
      return ok({ notification: publicNotification(found) })
    },
    {
      permission: own,
      answer: markReadAnswer,
      activity: false,
      extension: true,
      documented: { errors: notFoundError }
    }
  ),
  post(
    endpoints.readAll,
    async (req) => {
      const { userId } = await callerIn(req)
      const unread = (await notificationStore.get()).filter((item) => item.userId === userId && !item.read)
      unread.forEach((item) => (item.read = true))
      return ok({ read: unread.length })
    },
    { permission: own, answer: readAllAnswer, activity: false, extension: true }
  ),
  del(
    endpoints.remove(':id'),
    async (req) => {
      const found = await mine(req)
      if (!found) return notFound('notification')
      const list = await notificationStore.get()
      list.splice(list.indexOf(found), 1)
      return ok({ removed: found.id })
    },
    {
      permission: own,
      answer: removeAnswer,
      activity: false,
      extension: true,
      documented: { errors: notFoundError }
    }
  ),
  post(
    endpoints.exported,
    async (req) => {
      const { file, rows, app } = parse(exportedBody, req.body)
      const { userId } = await callerIn(req)
      await addNotifications([{ userId, kind: 'export', actor: null, app, title: file, count: rows }])
      const list = await notificationStore.get()
      return created({ notification: publicNotification(list.at(-1)!) })
    },
    {
      permission: own,
      answer: exportedAnswer,
      body: exportedBody,
      created: true,
      activity: false,
      extension: true
    }
  ),
  get(endpoints.changes, () => ok({ changes: recentChanges(), heartbeatSeconds }), {
    permission: own,
    answer: changeFeedAnswer,
    extension: true,
    // Over HTTP, asked for `text/event-stream`: every write from now on, as it happens.
    stream: { type: changeStreamType, handler: (_req, signal) => Promise.resolve(ok(changeStream(signal))) }
  })
]
