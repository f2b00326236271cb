import {
  endpoints,
  entryAnswer,
  entryListAnswer,
  entryListParams,
  entryParams,
  fileOnlyTypes,
  folderListAnswer,
  storageAnswer,
  workspaceLimits,
  type Entry,
  type EntryListResponse,
  type Storage
} from '@/views/apps/file-manager/contract'
import { readListParams, type ListValues } from '@/utility/list.contract'
import { permissionsOn } from '../../permission'
import { get, type RouteDef } from '../../route'
import { badRequest, matchesQuery, ok, paginate, parse, refuse, sortBy } from '../../utils'
import { workspace } from './store'
import { descendantsOf, entryOf, isTrashed, pathOf, targetFolder } from './workspace'

const may = permissionsOn('FileManager')
type Values = ListValues<typeof entryListParams>

const recentDays = 7

function inView(entries: readonly Entry[], { view, folderId: folder, q }: Values): Entry[] {
  const live = (entry: Entry) => !isTrashed(entries, entry)
  if (view === 'trash') return entries.filter((entry) => entry.trashedAt !== null)
  if (view === 'starred') return entries.filter((entry) => entry.starred && live(entry))
  if (view === 'shared') return entries.filter((entry) => entry.shares.length > 0 && live(entry))
  if (view === 'recent') {
    const since = Date.now() - recentDays * 86_400_000
    return entries.filter((e) => e.type !== 'folder' && Date.parse(e.updatedAt) >= since && live(e))
  }
  // A search in a folder looks through every folder below it.
  if (q.trim() !== '') return (folder === null ? entries : descendantsOf(entries, folder)).filter(live)
  return entries.filter((entry) => entry.parentId === folder && live(entry))
}

function listEntries(entries: readonly Entry[], raw: Record<string, unknown>): EntryListResponse {
  const { values, problem } = readListParams(entryListParams, raw)
  if (problem) refuse(badRequest(problem))
  if (values.view === 'folder') targetFolder(entries, values.folderId)
  const matching = inView(entries, values).filter(
    (entry) => (values.type === '' || entry.type === values.type) && matchesQuery(values.q, entry.name)
  )
  // Folders come first whichever way the rest is sorted.
  const sorted = sortBy(matching, values.sortBy, values.sort)
  const isFolder = (entry: Entry) => entry.type === 'folder'
  const ordered = [...sorted.filter(isFolder), ...sorted.filter((entry) => !isFolder(entry))]
  return {
    total: matching.length,
    entries: paginate(ordered, values.page, values.perPage),
    path: values.view === 'folder' ? pathOf(entries, values.folderId) : []
  }
}

function storageOf(entries: readonly Entry[]): Storage {
  const byType = fileOnlyTypes.map((type) => {
    const files = entries.filter((entry) => entry.type === type)
    return { type, size: files.reduce((sum, file) => sum + file.size, 0), count: files.length }
  })
  return { quota: workspaceLimits.quota, used: byType.reduce((sum, row) => sum + row.size, 0), byType }
}

/** The file manager's reads. */
export const reads: RouteDef[] = [
  get(endpoints.list, async (req) => ok(listEntries(await workspace.get(), req.params)), {
    permission: may.read,
    answer: entryListAnswer,
    query: entryListParams
  }),
  get(
    endpoints.entry,
    async (req) => ok({ entry: entryOf(await workspace.get(), parse(entryParams, req.params).id) }),
    { permission: may.read, answer: entryAnswer, query: entryParams }
  ),
  get(
    endpoints.folders,
    async () => {
      const entries = await workspace.get()
      const folders = entries.filter((entry) => entry.type === 'folder' && !isTrashed(entries, entry))
      return ok(
        folders.slice(0, workspaceLimits.folders).map(({ id, parentId, name }) => ({ id, parentId, name }))
      )
    },
    { permission: may.read, answer: folderListAnswer }
  ),
  get(endpoints.storage, async () => ok(storageOf(await workspace.get())), {
    permission: may.read,
    answer: storageAnswer
  })
]
