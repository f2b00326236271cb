import {
  addFolderBody,
  endpoints,
  entriesAnswer,
  entryAnswer,
  fileTypeOf,
  moveBody,
  renameBody,
  shareBody,
  starBody,
  uploadBody,
  type Entry
} from '@/views/apps/file-manager/contract'
import { demoTeam } from '@/utility/people.contract'
import { permissionsOn } from '../../permission'
import { post, type MockRequest, type RouteDef } from '../../route'
import { badRequest, created, nextId, ok, parse, problem, refuse } from '../../utils'
import { workspace } from './store'
import {
  checkFreeName,
  checkRoom,
  descendantsOf,
  entryOf,
  isTrashed,
  nameIn,
  ownerOf,
  targetFolder
} from './workspace'

const may = permissionsOn('FileManager')

/** A live entry (not in the trash, nor below a folder that is), else 404. */
function liveEntry(entries: readonly Entry[], id: number): Entry {
  const entry = entryOf(entries, id)
  if (isTrashed(entries, entry)) refuse(badRequest(problem('invalid', `Entry ${id} is in the trash`, 'id')))
  return entry
}

async function addEntry(req: MockRequest, fields: Pick<Entry, 'parentId' | 'name' | 'type' | 'size'>) {
  const entries = await workspace.get()
  targetFolder(entries, fields.parentId)
  checkFreeName(entries, fields.parentId, fields.name)
  const now = new Date().toISOString()
  const entry: Entry = {
    id: nextId(entries),
    ...fields,
    owner: await ownerOf(req),
    createdAt: now,
    updatedAt: now,
    starred: false,
    trashedAt: null,
    shares: [],
    url: '',
    excerpt: ''
  }
  checkRoom(entries, [entry])
  entries.push(entry)
  return created({ entry })
}

function change(entries: Entry[], id: number, fields: Partial<Entry>): Entry {
  liveEntry(entries, id)
  const index = entries.findIndex((entry) => entry.id === id)
  entries[index] = { ...entries[index], ...fields }
  return entries[index]
}

function move(entries: Entry[], ids: number[], parentId: number | null): Entry[] {
  targetFolder(entries, parentId)
  return ids.map((id) => {
    const entry = liveEntry(entries, id)
    if (
      entry.type === 'folder' &&
      (id === parentId || descendantsOf(entries, id).some((e) => e.id === parentId))
    )
      refuse(
        badRequest(
          problem('intoOwnFolder', 'A folder cannot move into itself or a folder below it', 'parentId')
        )
      )
    checkFreeName(entries, parentId, entry.name, id)
    return change(entries, id, { parentId })
  })
}

/** Copies of the entries (a folder with everything below it) in the folder, under free names. */
function copy(entries: Entry[], ids: number[], parentId: number | null): Entry[] {
  targetFolder(entries, parentId)
  const now = new Date().toISOString()
  const copies: Entry[] = []
  let id = nextId(entries)
  const copyOf = (entry: Entry, into: number | null, name: string) => {
    const made: Entry = {
      ...entry,
      id: id++,
      parentId: into,
      name,
      createdAt: now,
      updatedAt: now,
      starred: false
    }
    copies.push(made)
    const children = entries.filter((child) => child.parentId === entry.id && child.trashedAt === null)
    for (const child of children) copyOf(child, made.id, child.name)
    return made
  }
  const top = ids.map((each) => {
    const entry = liveEntry(entries, each)
    const made = copyOf(entry, parentId, nameIn([...entries, ...copies], parentId, entry.name))
    return made
  })
  checkRoom(entries, copies)
  entries.push(...copies)
  return top
}

/** The file manager's writes on live entries: add, upload, rename, move, copy, star, share. */
export const writes: RouteDef[] = [
  post(
    endpoints.addFolder,
    async (req) => addEntry(req, { ...parse(addFolderBody, req.body), type: 'folder', size: 0 }),
    { permission: may.create, answer: entryAnswer, created: true, body: addFolderBody }
  ),
  post(
    endpoints.upload,
    async (req) => {
      const { parentId, name, size } = parse(uploadBody, req.body)
      const type = fileTypeOf(name)
      if (type === null)
        refuse(
          badRequest(problem('unsupportedType', `name ${name}: this type of file is not accepted`, 'name'))
        )
      return addEntry(req, { parentId, name, size, type })
    },
    { permission: may.create, answer: entryAnswer, created: true, body: uploadBody }
  ),
  post(
    endpoints.rename,
    async (req) => {
      const { id, name } = parse(renameBody, req.body)
      const entries = await workspace.get()
      const entry = liveEntry(entries, id)
      checkFreeName(entries, entry.parentId, name, id)
      const type = entry.type === 'folder' ? 'folder' : (fileTypeOf(name) ?? entry.type)
      return ok({ entry: change(entries, id, { name, type, updatedAt: new Date().toISOString() }) })
    },
    { permission: may.update, answer: entryAnswer, body: renameBody }
  ),
  post(
    endpoints.move,
    async (req) => {
      const { ids, parentId } = parse(moveBody, req.body)
      return ok({ entries: move(await workspace.get(), ids, parentId) })
    },
    { permission: may.update, answer: entriesAnswer, body: moveBody }
  ),
  post(
    endpoints.copy,
    async (req) => {
      const { ids, parentId } = parse(moveBody, req.body)
      return created({ entries: copy(await workspace.get(), ids, parentId) })
    },
    { permission: may.create, answer: entriesAnswer, created: true, body: moveBody }
  ),
  post(
    endpoints.star,
    async (req) => {
      const { id, starred } = parse(starBody, req.body)
      return ok({ entry: change(await workspace.get(), id, { starred }) })
    },
    { permission: may.update, answer: entryAnswer, body: starBody }
  ),
  post(
    endpoints.share,
    async (req) => {
      const { id, shares } = parse(shareBody, req.body)
      const people = shares.map(({ personId, role }, index) => {
        const person = demoTeam.find((member) => member.id === personId)
        if (!person)
          refuse(
            badRequest(
              problem('oneOf', `shares[${index}].personId is not a team member`, `shares[${index}].personId`)
            )
          )
        return { person, role }
      })
      return ok({ entry: change(await workspace.get(), id, { shares: people }) })
    },
    { permission: may.update, answer: entryAnswer, body: shareBody }
  )
]
