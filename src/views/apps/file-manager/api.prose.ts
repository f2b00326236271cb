// This area's words in docs/api.md and docs/openapi.json; its routes give each call's input, answer, errors.
export const apiProse = {
  area: 'File manager',
  intro: [
    'Types: `src/views/apps/file-manager/contract.ts`. An entry is a folder or a file: `{id, parentId, name, type,',
    'size, owner, createdAt, updatedAt, starred, trashedAt, shares, url, excerpt}`; `parentId` `null` is the top;',
    '`type` is `folder` or, for a file, one of `image, document, spreadsheet, pdf, text, audio, video, archive`, read',
    "from the name's extension. A name is 1 to 80 characters once trimmed, with no `/`, `\\\\` or control character,",
    'and not `.` or `..`; two live entries of one folder never share a name, whatever its case (400 `taken`). The',
    'workspace holds at most 2,000 entries, 500 folders and 2 GiB; a call names at most 100 entries.'
  ],
  summaries: {
    'GET /apps/file-manager/entries': "List a folder's entries, or a view",
    'GET /apps/file-manager/entry': 'Get one entry',
    'GET /apps/file-manager/folders': 'List every live folder (the tree)',
    'GET /apps/file-manager/storage': 'Storage used per file type',
    'POST /apps/file-manager/add-folder': 'Create a folder',
    'POST /apps/file-manager/upload': 'Add an uploaded file',
    'POST /apps/file-manager/rename': 'Rename an entry',
    'POST /apps/file-manager/move': 'Move entries into a folder',
    'POST /apps/file-manager/copy': 'Copy entries into a folder',
    'POST /apps/file-manager/star': 'Star or unstar an entry',
    'POST /apps/file-manager/share': 'Share an entry with team members',
    'POST /apps/file-manager/trash': 'Move entries to the trash',
    'POST /apps/file-manager/restore': 'Take entries back from the trash',
    'DELETE /apps/file-manager/empty-trash': 'Empty the trash for good'
  },
  calls: {
    'GET /apps/file-manager/entries': [
      '- Query: `view` (`folder`, the default: the entries of `folderId`, or of the top without it; `starred`,',
      '  `shared`, `recent` (files changed in the last 7 days), `trash`), `q` (on the name; in the folder view it',
      '  looks through every folder below), `type`, `sortBy` (`name`, `size`, `updatedAt`, `type`), `sort`',
      '  (`asc`), `page`, `perPage` (100 at most). Folders come first. Answer: `{total, entries, path}`, `path` the',
      '  open folder and those above it, top first. Errors: 400; 404 `Folder not found` (unknown or in the trash).'
    ],
    'GET /apps/file-manager/entry': ['- Query: `id`. Answer: `{entry}`. Errors: 400; 404 `Entry not found`.'],
    'GET /apps/file-manager/folders': [
      '- Answer: the folders not in the trash, `{id, parentId, name}` each.'
    ],
    'GET /apps/file-manager/storage': [
      '- Answer: `{quota, used, byType}`: bytes per file type and the count of its files, the trash included.'
    ],
    'POST /apps/file-manager/add-folder': [
      '- Body: `{parentId, name}`. Answer: **201** `{entry}`. Errors: 400 (the name, `taken`, a full',
      '  workspace); 404 `Folder not found`.'
    ],
    'POST /apps/file-manager/upload': [
      "- Body: `{parentId, name, size}`: the file's name and bytes (20 MiB at most; the content stays in the",
      '  browser). Answer: **201** `{entry}`. Errors: 400 (`unsupportedType` for an extension not taken, the',
      '  size, the name, `tooLarge` past the quota); 404 `Folder not found`.'
    ],
    'POST /apps/file-manager/rename': [
      "- Body: `{id, name}`; a file's type follows its new extension. Answer: `{entry}`. Errors: 400; 404."
    ],
    'POST /apps/file-manager/move': [
      '- Body: `{ids, parentId}`. Answer: `{entries}` moved. Errors: 400 (`intoOwnFolder` for a folder moved',
      '  into itself or a folder below it, `taken`, an entry in the trash); 404.'
    ],
    'POST /apps/file-manager/copy': [
      '- Body: `{ids, parentId}`; a folder is copied with what it holds, a taken name becomes `name (2)`.',
      '  Answer: **201** `{entries}`, the top copies. Errors: 400; 404.'
    ],
    'POST /apps/file-manager/star': ['- Body: `{id, starred}`. Answer: `{entry}`. Errors: 400; 404.'],
    'POST /apps/file-manager/share': [
      '- Body: `{id, shares}`, each `{personId, role}` (`viewer` or `editor`), a team member once at most; it',
      '  replaces the sharing. Answer: `{entry}`. Errors: 400; 404.'
    ],
    'POST /apps/file-manager/trash': [
      '- Body: `{ids}`; a folder goes with what it holds. Answer: `{}`. Errors: 400 (already there); 404.'
    ],
    'POST /apps/file-manager/restore': [
      '- Body: `{ids}`: each goes back to its folder, or to the top when that folder is gone or in the trash,',
      '  under a free name. Answer: `{}`. Errors: 400 (not in the trash); 404.'
    ],
    'DELETE /apps/file-manager/empty-trash': [
      '- Deletes what is in the trash and what it holds, for good. Answer: `{removed, ids}`: how many entries',
      '  were deleted, and their ids.'
    ]
  }
}
