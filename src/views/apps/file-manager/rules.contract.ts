/** Pure rules of the file manager that the screen and the mock both apply; plain code, no zod. */

export const fileTypes = [
  'folder',
  'image',
  'document',
  'spreadsheet',
  'pdf',
  'text',
  'audio',
  'video',
  'archive'
] as const
export type FileType = (typeof fileTypes)[number]
/** The types a file can have: the type filters and the storage bars. */
export const fileOnlyTypes = fileTypes.filter((type) => type !== 'folder') as Exclude<FileType, 'folder'>[]

const extensions: Record<Exclude<FileType, 'folder'>, readonly string[]> = {
  image: ['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg'],
  document: ['doc', 'docx', 'odt', 'rtf'],
  spreadsheet: ['xls', 'xlsx', 'ods', 'csv'],
  pdf: ['pdf'],
  text: ['txt', 'md', 'json', 'log'],
  audio: ['mp3', 'wav', 'ogg', 'm4a'],
  video: ['mp4', 'webm', 'mov'],
  archive: ['zip']
}

/** What an upload may be, checked by the picker, the screen and the mock alike. */
export const uploadLimits = {
  /** Bytes per file. */
  maxBytes: 20 * 1024 * 1024,
  /** Files per drop. */
  maxFiles: 10,
  extensions: Object.values(extensions).flat()
} as const

/** Caps on the workspace, so no caller can grow it without end. */
export const workspaceLimits = {
  /** Characters of a name. */
  name: 80,
  /** Entries in the whole workspace, trash included. */
  entries: 2000,
  /** Folders listed by the tree (every folder a workspace may hold). */
  folders: 500,
  /** Entries one move, copy, trash or restore call may name. */
  batch: 100,
  /** Bytes the workspace may hold. */
  quota: 2 * 1024 * 1024 * 1024
} as const

export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.')
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : ''
}

/** A file's type from its name's extension, or null when uploads refuse it. */
export function fileTypeOf(name: string): Exclude<FileType, 'folder'> | null {
  const extension = extensionOf(name)
  const found = Object.entries(extensions).find(([, list]) => list.includes(extension))
  return found ? (found[0] as Exclude<FileType, 'folder'>) : null
}

/** Why a name cannot be used (a separator, a dot name, a control character), or null when it can. */
export function nameProblem(name: string): 'required' | 'tooLong' | 'invalid' | null {
  const trimmed = name.trim()
  if (trimmed === '') return 'required'
  if (trimmed.length > workspaceLimits.name) return 'tooLong'
  // eslint-disable-next-line no-control-regex
  if (/[/\\\u0000-\u001f]/.test(trimmed) || trimmed === '.' || trimmed === '..') return 'invalid'
  return null
}

/** Names of one folder are compared without case, as most file systems people use do. */
export const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** Why a file cannot be uploaded (its type or its size), or null when it can. */
export function uploadProblem(name: string, size: number): 'unsupportedType' | 'tooLarge' | null {
  if (fileTypeOf(name) === null) return 'unsupportedType'
  return size > uploadLimits.maxBytes ? 'tooLarge' : null
}

/** A free name in a folder: the name itself, else `name (2)`, `name (3)`... before the extension. */
export function freeName(name: string, taken: readonly string[]): string {
  const extension = extensionOf(name)
  const stem = extension ? name.slice(0, -extension.length - 1) : name
  const candidate = (n: number) => (n === 1 ? name : `${stem} (${n})${extension ? `.${extension}` : ''}`)
  let n = 1
  while (taken.some((other) => sameName(other, candidate(n)))) n++
  return candidate(n)
}
