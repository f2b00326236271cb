import { z } from 'zod/mini'
import { keptList, type Sent } from '@/utility/answer.contract'
import { idSchema } from '@/utility/contract'
import { choice, date, paging, range, text, type ListValues } from '@/utility/list.contract'

export const endpoints = {
  list: '/apps/activity/entries',
  history: '/apps/activity/history',
  undo: (id: number | ':id') => `/apps/activity/entries/${id}/undo`
} as const

/** The log keeps this many entries; the oldest goes first. */
export const activityCap = 500

// A record has far fewer fields; one write changes at most every record of the largest demo list.
const maxFields = 1000
const maxRecords = 100_000

export const recordActions = ['created', 'updated', 'deleted'] as const
/** `bulk`: one write changed more than one record. */
export const activityActions = [...recordActions, 'bulk'] as const
export type ActivityAction = (typeof activityActions)[number]

/** One field of a record: its value before and after; a secret (password, token, key) only says it changed. */
export const fieldChangeSchema = z.object({
  field: z.string(),
  before: z.optional(z.unknown()),
  after: z.optional(z.unknown()),
  secret: z.optional(z.literal(true))
})
export type FieldChange = z.infer<typeof fieldChangeSchema>

export const recordChangeSchema = z.object({
  app: z.string(),
  /** The kind of record, e.g. `invoice`, `task`, `user`. */
  entity: z.string(),
  recordId: z.string(),
  /** The record's name, title or subject, as a person reads it. */
  title: z.string(),
  action: z.enum(recordActions),
  changes: z.array(fieldChangeSchema).check(z.maxLength(maxFields))
})
export type RecordChange = z.infer<typeof recordChangeSchema>

export const activityUserSchema = z.object({ id: z.int(), name: z.string() })
export type ActivityUser = z.infer<typeof activityUserSchema>

export const activityEntrySchema = z.object({
  id: z.int(),
  /** When the write happened, an ISO date and time. */
  at: z.string(),
  /** The signed-in user who wrote; null for a call without a token. */
  user: z.nullable(activityUserSchema),
  app: z.string(),
  entity: z.string(),
  recordId: z.string(),
  title: z.string(),
  action: z.enum(activityActions),
  /** Every record the write changed (one, unless `bulk`). */
  records: z.array(recordChangeSchema).check(z.maxLength(maxRecords)),
  /** This entry undid that one. */
  undoOf: z.optional(z.int()),
  /** That entry undid this one. */
  undoneBy: z.optional(z.int())
})
export type ActivityEntry = z.infer<typeof activityEntrySchema>

export const activityListParams = {
  q: text(),
  user: text(),
  app: text(),
  action: choice(activityActions),
  entity: text(),
  recordId: text(),
  ...range('at', date()),
  ...paging(20)
}
export type ActivityListParams = Partial<ListValues<typeof activityListParams>>

export const activityListAnswer = keptList(
  z.object({
    entries: z.array(activityEntrySchema),
    total: z.int(),
    /** Everyone and every app in the log, for the filters. */
    users: z.array(activityUserSchema).check(z.maxLength(maxRecords)),
    apps: z.array(z.string()).check(z.maxLength(maxRecords))
  }),
  'entries'
)
export type ActivityListResponse = Sent<typeof activityListAnswer>

export const historyParams = z.object({
  entity: z.string().check(z.minLength(1), z.maxLength(120)),
  id: z.string().check(z.minLength(1), z.maxLength(120))
})
export type HistoryParams = z.infer<typeof historyParams>

export const historyAnswer = keptList(z.object({ entries: z.array(activityEntrySchema) }), 'entries')
export type HistoryResponse = Sent<typeof historyAnswer>

export const undoParams = z.object({ id: idSchema })
export const undoAnswer = z.object({ undone: z.int() })
