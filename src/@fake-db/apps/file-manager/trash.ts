import {
  emptyTrashAnswer,
  endpoints,
  idsBody,
  trashAnswer,
  type Entry
} from '@/views/apps/file-manager/contract'
import { permissionsOn } from '../../permission'
import { del, post, type RouteDef } from '../../route'
import { badRequest, ok, parse, problem, refuse } from '../../utils'
import { workspace } from './store'
import { descendantsOf, entryOf, isTrashed, nameIn } from './workspace'

const may = permissionsOn('FileManager')

function toTrash(entries: Entry[], ids: number[]) {
  const now = new Date().toISOString()
  for (const id of ids) {
    const entry = entryOf(entries, id)
    if (isTrashed(entries, entry))
      refuse(badRequest(problem('invalid', `Entry ${id} is already in the trash`, 'ids')))
    entries[entries.findIndex((each) => each.id === id)] = { ...entry, trashedAt: now }
  }
}

/** Back where it was, or at the top when that folder is gone or in the trash; under a free name. */
function restore(entries: Entry[], ids: number[]) {
  for (const id of ids) {
    const entry = entryOf(entries, id)
    if (entry.trashedAt === null)
      refuse(badRequest(problem('invalid', `Entry ${id} is not in the trash`, 'ids')))
    const parent = entry.parentId === null ? undefined : entries.find((each) => each.id === entry.parentId)
    const parentId = parent && !isTrashed(entries, parent) ? parent.id : null
    entries[entries.findIndex((each) => each.id === id)] = {
      ...entry,
      parentId,
      name: nameIn(entries, parentId, entry.name),
      trashedAt: null
    }
  }
}

function emptyTrash(entries: Entry[]): number[] {
  const trashed = entries.filter((entry) => entry.trashedAt !== null)
  const gone = new Set(
    trashed.flatMap((entry) => [entry, ...descendantsOf(entries, entry.id)]).map((e) => e.id)
  )
  const kept = entries.filter((entry) => !gone.has(entry.id))
  entries.splice(0, entries.length, ...kept)
  return [...gone]
}

/** The trash: put in, take back, empty for good. */
export const trash: RouteDef[] = [
  post(
    endpoints.trash,
    async (req) => {
      toTrash(await workspace.get(), parse(idsBody, req.body).ids)
      return ok({})
    },
    { permission: may.delete, answer: trashAnswer, body: idsBody }
  ),
  post(
    endpoints.restore,
    async (req) => {
      restore(await workspace.get(), parse(idsBody, req.body).ids)
      return ok({})
    },
    { permission: may.update, answer: trashAnswer, body: idsBody }
  ),
  del(
    endpoints.emptyTrash,
    async () => {
      const ids = emptyTrash(await workspace.get())
      return ok({ removed: ids.length, ids })
    },
    {
      permission: may.delete,
      answer: emptyTrashAnswer
    }
  )
]
