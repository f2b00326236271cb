import {
  freeName,
  sameName,
  workspaceLimits,
  type Entry,
  type Folder
} from '@/views/apps/file-manager/contract'
import type { Person } from '@/utility/people.contract'
import { callerOf } from '../../jwt/accounts'
import type { MockRequest } from '../../route'
import { badRequest, findById, notFound, problem, refuse } from '../../utils'

/** The entry of that id, whether or not it is in the trash, else 404. */
export const entryOf = (entries: readonly Entry[], id: number): Entry => findById(entries, id, 'entry')

/** Whether the entry or any folder above it is in the trash. */
export function isTrashed(entries: readonly Entry[], entry: Entry): boolean {
  const byId = new Map(entries.map((each) => [each.id, each]))
  for (let at: Entry | undefined = entry; at; at = at.parentId === null ? undefined : byId.get(at.parentId))
    if (at.trashedAt !== null) return true
  return false
}

/** A live folder to put things in (`null` is the top), else 404 or 400. */
export function targetFolder(entries: readonly Entry[], parentId: number | null): number | null {
  if (parentId === null) return null
  const folder = entries.find((entry) => entry.id === parentId)
  if (!folder || isTrashed(entries, folder)) refuse(notFound('folder'))
  if (folder.type !== 'folder')
    refuse(badRequest(problem('invalid', 'parentId must be a folder', 'parentId')))
  return parentId
}

/** The names already used by the live entries of a folder, but those of `except`. */
export const namesIn = (entries: readonly Entry[], parentId: number | null, except?: number) =>
  entries
    .filter((entry) => entry.parentId === parentId && entry.id !== except && !isTrashed(entries, entry))
    .map((entry) => entry.name)

/** Refuses a name another live entry of the folder has. */
export function checkFreeName(
  entries: readonly Entry[],
  parentId: number | null,
  name: string,
  except?: number
) {
  if (namesIn(entries, parentId, except).some((other) => sameName(other, name)))
    refuse(badRequest(problem('taken', `name ${name} is already in use in this folder`, 'name')))
}

/** A free name for an entry put into a folder (a copy, a restore): `name (2)` when it is taken. */
export const nameIn = (entries: readonly Entry[], parentId: number | null, name: string) =>
  freeName(name, namesIn(entries, parentId))

/** Every entry below a folder, at any depth. */
export function descendantsOf(entries: readonly Entry[], id: number): Entry[] {
  const found: Entry[] = []
  const below = new Set([id])
  for (let grew = true; grew;) {
    grew = false
    for (const entry of entries)
      if (entry.parentId !== null && below.has(entry.parentId) && !below.has(entry.id)) {
        below.add(entry.id)
        found.push(entry)
        grew = true
      }
  }
  return found
}

/** The folder and those above it, top first. */
export function pathOf(entries: readonly Entry[], id: number | null): Folder[] {
  const path: Folder[] = []
  for (let at = id; at !== null && path.length < workspaceLimits.folders;) {
    const { parentId, name } = entryOf(entries, at)
    path.unshift({ id: at, parentId, name })
    at = parentId
  }
  return path
}

/** Refuses a write that would grow the workspace past its caps. */
export function checkRoom(entries: readonly Entry[], adding: Entry[]) {
  if (entries.length + adding.length > workspaceLimits.entries)
    refuse(badRequest(problem('tooBig', `The workspace holds at most ${workspaceLimits.entries} entries`)))
  const folders = (list: readonly Entry[]) => list.filter((entry) => entry.type === 'folder').length
  if (folders(entries) + folders(adding) > workspaceLimits.folders)
    refuse(badRequest(problem('tooBig', `The workspace holds at most ${workspaceLimits.folders} folders`)))
  const bytes = (list: readonly Entry[]) => list.reduce((sum, entry) => sum + entry.size, 0)
  if (bytes(entries) + bytes(adding) > workspaceLimits.quota)
    refuse(badRequest(problem('tooLarge', 'The workspace has no room left for this')))
}

const stranger: Person = { id: 0, name: 'Demo user', avatar: '', color: 'secondary' }

/** Who a new entry belongs to: the caller's account. */
export async function ownerOf(req: MockRequest): Promise<Person> {
  const caller = await callerOf(req.headers)
  if (caller === null || caller === 'invalid') return stranger
  const { id, fullName, avatar } = caller.user
  return { id, name: fullName, avatar: avatar ?? '', color: 'primary' }
}
