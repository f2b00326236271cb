import { z } from 'zod/mini'
import { versioned } from '@/utility/version.contract'
import { emptyAnswer, keptArray, keptList, type Sent } from '@/utility/answer.contract'
import { idSchema, zInstant, zPerson, zUrl, zValues } from '@/utility/contract'
import { choice, number, paging, text, type ListValues } from '@/utility/list.contract'
import { fileTypes, nameProblem, uploadLimits, workspaceLimits, fileOnlyTypes } from './rules.contract'

export * from './rules.contract'

export const shareRoles = ['viewer', 'editor'] as const
export type ShareRole = (typeof shareRoles)[number]

/** Which entries a list shows: a folder's, or one of the views across the workspace. */
export const entryViews = ['folder', 'starred', 'recent', 'shared', 'trash'] as const
export type EntryView = (typeof entryViews)[number]

export const entrySorts = ['name', 'size', 'updatedAt', 'type'] as const
export type EntrySort = (typeof entrySorts)[number]

export const endpoints = {
  list: '/apps/file-manager/entries',
  entry: '/apps/file-manager/entry',
  folders: '/apps/file-manager/folders',
  storage: '/apps/file-manager/storage',
  addFolder: '/apps/file-manager/add-folder',
  upload: '/apps/file-manager/upload',
  rename: '/apps/file-manager/rename',
  move: '/apps/file-manager/move',
  copy: '/apps/file-manager/copy',
  star: '/apps/file-manager/star',
  share: '/apps/file-manager/share',
  trash: '/apps/file-manager/trash',
  restore: '/apps/file-manager/restore',
  emptyTrash: '/apps/file-manager/empty-trash'
} as const

/** A name as a folder holds it: trimmed, capped, with no path separator nor control character. */
export const zEntryName = () =>
  z.string().check(
    z.trim(),
    z.minLength(1),
    z.maxLength(workspaceLimits.name),
    z.refine((name) => nameProblem(name) === null, 'fileManager:name.invalid')
  )

export const shareSchema = z.object({
  person: zPerson(),
  role: z.enum(shareRoles)
})
export type Share = z.infer<typeof shareSchema>

export const entrySchema = z.object({
  id: z.int().check(z.minimum(1)),
  /** The folder holding it; `null` is the workspace's top. */
  parentId: z.nullable(z.int().check(z.minimum(1))),
  name: z.string().check(z.minLength(1), z.maxLength(workspaceLimits.name)),
  type: z.enum(fileTypes),
  /** Bytes; a folder's is 0. */
  size: z.int().check(z.minimum(0)),
  owner: zPerson(),
  createdAt: zInstant(),
  updatedAt: zInstant(),
  starred: z.boolean(),
  /** When it went to the trash; `null` while it is not there. */
  trashedAt: z.nullable(zInstant()),
  shares: zValues(shareSchema, 20),
  /** A picture or media file the preview shows; `''` when there is none on the server. */
  url: zUrl(),
  /** A text file's first lines, for the preview. */
  excerpt: z.string().check(z.maxLength(2000)),
  ...versioned
})
export type Entry = z.infer<typeof entrySchema>

export const folderSchema = z.pick(entrySchema, { id: true, parentId: true, name: true })
export type Folder = z.infer<typeof folderSchema>

const parentId = z.nullable(idSchema)
const ids = z.array(idSchema).check(z.minLength(1), z.maxLength(workspaceLimits.batch))

export const entryListParams = {
  view: choice(entryViews, 'folder'),
  folderId: number({ min: 1, max: Number.MAX_SAFE_INTEGER, whole: true }),
  q: text(),
  type: choice(fileOnlyTypes),
  sortBy: choice(entrySorts, 'name'),
  sort: choice(['asc', 'desc'] as const, 'asc'),
  ...paging(100)
}
export type EntryListParams = Partial<ListValues<typeof entryListParams>>

export const entryListAnswer = keptList(
  z.object({
    total: z.int().check(z.minimum(0)),
    entries: z.array(entrySchema).check(z.maxLength(100)),
    /** The open folder and its parents, top first; empty at the top and in the views. */
    path: z.array(folderSchema).check(z.maxLength(workspaceLimits.folders))
  }),
  'entries'
)
export type EntryListResponse = Sent<typeof entryListAnswer>

export const folderListAnswer = keptArray(folderSchema, 'folders')

export const storageAnswer = z.object({
  quota: z.int().check(z.minimum(0)),
  used: z.int().check(z.minimum(0)),
  byType: z
    .array(
      z.object({
        type: z.enum(fileOnlyTypes),
        size: z.int().check(z.minimum(0)),
        count: z.int().check(z.minimum(0))
      })
    )
    .check(z.maxLength(fileOnlyTypes.length))
})
export type Storage = z.infer<typeof storageAnswer>

export const entryParams = z.object({ id: idSchema })
export const entryAnswer = z.object({ entry: entrySchema })
export const entriesAnswer = z.object({
  entries: z.array(entrySchema).check(z.maxLength(workspaceLimits.entries))
})

export const addFolderBody = z.object({ parentId, name: zEntryName() })
export type AddFolderBody = z.input<typeof addFolderBody>

export const uploadBody = z.object({
  parentId,
  name: zEntryName(),
  size: z.int().check(z.minimum(0), z.maximum(uploadLimits.maxBytes))
})
export type UploadBody = z.input<typeof uploadBody>

export const renameBody = z.object({ id: idSchema, name: zEntryName() })
export type RenameBody = z.input<typeof renameBody>

export const moveBody = z.object({ ids, parentId })
export type MoveBody = z.input<typeof moveBody>

export const starBody = z.object({ id: idSchema, starred: z.boolean() })
export type StarBody = z.input<typeof starBody>

export const shareBody = z.object({
  id: idSchema,
  shares: zValues(z.object({ personId: z.int(), role: z.enum(shareRoles) }), 20).check(
    z.refine((shares) => new Set(shares.map((share) => share.personId)).size === shares.length, 'unique')
  )
})
export type ShareBody = z.input<typeof shareBody>

export const idsBody = z.object({ ids })
export type IdsBody = z.input<typeof idsBody>

export const emptyTrashAnswer = z.object({
  removed: z.int().check(z.minimum(0)),
  /** The entries deleted for good, so the browser can let go of their content. */
  ids: z.array(z.int().check(z.minimum(1))).check(z.maxLength(workspaceLimits.entries))
})
export { emptyAnswer as trashAnswer }
