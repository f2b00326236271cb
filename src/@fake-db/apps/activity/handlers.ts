import {
  activityListAnswer,
  activityListParams,
  endpoints,
  historyAnswer,
  historyParams,
  undoAnswer,
  undoParams,
  type ActivityUser
} from '@/utility/activity.contract'
import { activityStore, markUndo, publicEntry, type StoredEntry } from '../../kit/activity'
import { original } from '../../kit/journal'
import { get, post, type RouteDef } from '../../route'
import { listQuery, notFound, ok, parse, type ListSpec } from '../../utils'
import { undoEntry } from './undo'

const newestFirst = (a: StoredEntry, b: StoredEntry) => b.id - a.id

const listSpec: ListSpec<StoredEntry, typeof activityListParams> = {
  params: activityListParams,
  searched: (entry) => [
    entry.user?.name,
    entry.app,
    ...entry.records.flatMap((record) => [record.title, record.entity, record.recordId])
  ],
  filters: {
    user: (entry) => String(entry.user?.id ?? ''),
    app: (entry) => entry.records.map((record) => record.app),
    action: (entry) => entry.action,
    entity: (entry) => entry.records.map((record) => record.entity),
    recordId: (entry) => entry.records.map((record) => record.recordId)
  },
  ranges: { at: (entry) => entry.at },
  order: newestFirst
}

function usersOf(entries: readonly StoredEntry[]): ActivityUser[] {
  const users = new Map<number, ActivityUser>()
  for (const { user } of entries) if (user) users.set(user.id, user)
  return [...users.values()].sort((a, b) => a.name.localeCompare(b.name))
}

const read = { action: 'read', subject: 'Activity' } as const

/** This area's calls, named in src/@fake-db/allHandlers.ts (the app's mock finds the folder itself). */
export const handlers: RouteDef[] = [
  get(
    endpoints.list,
    async (req) => {
      const log = original(await activityStore.get())
      const { total, rows } = listQuery(log, req.params, listSpec)
      const apps = [...new Set(log.map((entry) => entry.app))].sort()
      return ok({ entries: rows.map(publicEntry), total, users: usersOf(log), apps })
    },
    { permission: read, answer: activityListAnswer, query: activityListParams, extension: true }
  ),
  get(
    endpoints.history,
    async (req) => {
      const { entity, id } = parse(historyParams, req.params)
      const log = original(await activityStore.get())
      const mine = log.filter((entry) =>
        entry.records.some((record) => record.entity === entity && record.recordId === id)
      )
      return ok({ entries: mine.sort(newestFirst).map(publicEntry) })
    },
    { permission: read, answer: historyAnswer, query: historyParams, extension: true }
  ),
  post(
    endpoints.undo(':id'),
    async (req) => {
      const { id } = parse(undoParams, req.pathParams)
      const entry = original(await activityStore.get()).find((row) => row.id === id)
      if (!entry) return notFound('activity entry')
      const refused = await undoEntry(entry)
      if (refused) return refused
      markUndo(entry)
      return ok({ undone: id })
    },
    {
      permission: { action: 'update', subject: 'Activity' },
      answer: undoAnswer,
      extension: true,
      documented: {
        errors: {
          '404': 'No entry has this id (`notFound`); the log keeps only its newest entries.',
          '409': [
            'The record changed since the entry (`changedSince`), the entry was undone already (`undone`) or it',
            'changed a secret the log does not keep (`secretChange`); nothing is changed.'
          ].join(' ')
        }
      }
    }
  )
]
