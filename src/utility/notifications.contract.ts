import { z } from 'zod/mini'
import { activityActions, activityUserSchema } from '@/utility/activity.contract'
import { keptList, type Sent } from '@/utility/answer.contract'
import { idSchema, zRequiredText } from '@/utility/contract'
import { choice, paging, type ListValues } from '@/utility/list.contract'

export const endpoints = {
  list: '/notifications/items',
  read: (id: number | ':id') => `/notifications/items/${id}/read`,
  readAll: '/notifications/read-all',
  remove: (id: number | ':id') => `/notifications/items/${id}`,
  exported: '/notifications/exports',
  changes: '/notifications/changes'
} as const

/** Each user keeps this many notifications; the oldest goes first. */
export const notificationCap = 100
/** All users' notifications together stop here, so no one can fill the server's memory. */
export const notificationTotalCap = 2000
/** A mention's text is cut to this length. */
export const excerptLength = 140

/**
 * `change`: someone else changed a record you changed before; `mention`: someone wrote `@your name` (a chat message,
 * a kanban comment...); `failure`: a call of yours failed on the server; `export`: a file you exported is ready.
 */
export const notificationKinds = ['change', 'mention', 'failure', 'export'] as const
export type NotificationKind = (typeof notificationKinds)[number]

export const notificationSchema = z.object({
  id: z.int(),
  /** When it happened (the latest time, for a failure that came again), an ISO date and time. */
  at: z.string(),
  kind: z.enum(notificationKinds),
  read: z.boolean(),
  /** Who caused it: the user who wrote or mentioned you; null for a failure, an export or a call without a token. */
  actor: z.nullable(activityUserSchema),
  /** The app it concerns (`invoice`, `kanban`...), the first segment of its call's path. */
  app: z.string(),
  /** The record's title, the failed call (`POST /apps/invoice/...`) or the exported file's name. */
  title: z.string(),
  /** A change's action (`created`, `updated`, `deleted`, `bulk`). */
  action: z.optional(z.enum(activityActions)),
  /** A mention's words, cut to `excerptLength`. */
  excerpt: z.optional(z.string()),
  /** How many times a failure came, or how many rows an export holds. */
  count: z.optional(z.int()),
  /** A change the reader made in another tab of the same browser (the in-browser demo's tabs share their data). */
  elsewhere: z.optional(z.literal(true))
})
export type Notification = z.infer<typeof notificationSchema>

export const notificationShows = ['all', 'unread'] as const

export const notificationListParams = {
  show: choice(notificationShows, 'all', { strict: true }),
  ...paging(10)
}
export type NotificationListParams = Partial<ListValues<typeof notificationListParams>>

export const notificationListAnswer = keptList(
  z.object({
    notifications: z.array(notificationSchema).check(z.maxLength(notificationCap)),
    /** The notifications the list shows (all or unread), over all pages. */
    total: z.int(),
    /** The caller's unread notifications, whatever the list shows. */
    unread: z.int()
  }),
  'notifications'
)
export type NotificationListResponse = Sent<typeof notificationListAnswer>

export const notificationIdParams = z.object({ id: idSchema })

export const markReadAnswer = z.object({ notification: notificationSchema })
export const readAllAnswer = z.object({ read: z.int() })
export const removeAnswer = z.object({ removed: z.int() })

/** A file the client finished exporting: the caller gets an `export` notification for it. */
export const exportedBody = z.object({
  file: zRequiredText(120),
  rows: z.int().check(z.minimum(0), z.maximum(1_000_000)),
  /** The app it was exported from, as its calls name it (`user`, `invoice`). */
  app: z._default(z.string().check(z.regex(/^[a-z][a-z-]{0,39}$/)), 'export')
})
export type ExportedBody = z.input<typeof exportedBody>
export const exportedAnswer = z.object({ notification: notificationSchema })

/** The media type of the stream of changes: server-sent events. */
export const changeStreamType = 'text/event-stream'
/** The stream says it is alive this often (a comment line), so proxies and clients keep it open. */
export const heartbeatSeconds = 15
/** The latest changes the plain answer lists. */
export const changeBacklog = 50

/** One successful write, as the stream of changes sends it (`event: change`): what changed, never its content. */
export const changeEventSchema = z.object({
  /** The activity entry's id where the write was logged, else 0. */
  entry: z.int().check(z.minimum(0)),
  at: z.string(),
  /** The app whose call wrote it (`users`, `invoice`...), the first segment of its path. */
  app: z.string(),
  /** The record's kind and id (the first record, for a write of several). */
  entity: z.string(),
  id: z.string(),
  /** The record's version after the write; absent for a deleted one. */
  version: z.optional(z.int().check(z.minimum(1))),
  /** `bulk` for a write of several records. */
  action: z.enum(activityActions),
  /** How many records the write changed. */
  records: z.int().check(z.minimum(1)),
  /** Who wrote it; null for a call without a token. */
  who: z.nullable(activityUserSchema)
})
export type ChangeEvent = z.infer<typeof changeEventSchema>

export const changeFeedAnswer = z.object({
  /** The latest changes on this server, oldest first (at most `changeBacklog`). */
  changes: z.array(changeEventSchema).check(z.maxLength(changeBacklog)),
  heartbeatSeconds: z.int()
})
