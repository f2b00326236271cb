// This area's words in docs/api.md and docs/openapi.json; its routes give each call's input, answer, errors.
export const apiProse = {
  area: 'Activity',
  intro: [
    'Types: `src/utility/activity.contract.ts`. Every successful write of any call above records one entry',
    '`{id, at, user, app, entity, recordId, title, action, records}`: who (`{id, name}` of the signed-in user, or',
    '`null`), when (`at`, ISO date and time), and each record it changed with `{field, before, after}` per field.',
    '`action` is `created`, `updated`, `deleted`, or `bulk` when one write changed several records. A refused or',
    'rolled-back write records nothing. A field whose name says it holds a secret (password, token, key) is',
    'recorded as `{field, secret: true}` without values. The log keeps the newest 500 entries (`activityCap`); it',
    'is kept with "Keep demo changes" like any store.'
  ],
  summaries: {
    'GET /apps/activity/entries': 'Search and filter the activity log',
    'GET /apps/activity/history': 'The history of one record',
    'POST /apps/activity/entries/{id}/undo': 'Undo an entry'
  },
  calls: {
    'GET /apps/activity/entries': [
      '- Query: `q` (user, app, record titles, kinds and ids), `user` (a user id), `app`, `action`, `entity` and',
      '  `recordId` (a record), `minAt` and `maxAt` (`YYYY-MM-DD`, inclusive), `page`, `perPage`. Newest first.',
      '- Answer: `{entries, total, users, apps}`; `users` and `apps` are all those in the log, for the filters.'
    ],
    'GET /apps/activity/history': [
      '- Query: `entity` and `id` of the record (`invoice` and `5001`). Answer: `{entries}` naming it, newest first.'
    ],
    'POST /apps/activity/entries/{id}/undo': [
      '- Puts every record of the entry back as it was before it (a created record is removed, a deleted one',
      '  comes back where it stood), as one write: the undo is itself an entry (`undoOf`), and the entry gets',
      '  `undoneBy`. Answer: `{undone}`. Errors: 404; 409 when a record changed since the entry',
      '  (`changedSince`), the entry was undone already (`undone`) or it changed a secret (`secretChange`).'
    ]
  }
}
