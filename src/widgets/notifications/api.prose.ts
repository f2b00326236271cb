// This area's words in docs/api.md and docs/openapi.json; its routes give each call's input, answer, errors.
export const apiProse = {
  area: 'Notifications',
  intro: [
    'Types: `src/utility/notifications.contract.ts`. Each notification is addressed to one user (the caller of',
    'these calls; calls without a token share one inbox) and reads `{id, at, kind, read, actor, app, title}`, with',
    '`action` for a change, `excerpt` for a mention and `count` for a failure or an export. The write path makes',
    'them, no app has code for it: `change` when someone changes a record you changed before (its activity',
    'entries name you), `mention` when a write adds a text with `@` and your full name, first name or user name (a',
    'chat message, a kanban comment), `failure` when a call of yours answers 5xx (the same call counts again while',
    'unread), and `export` when the client says a file is exported. Each user keeps the newest 100',
    '(`notificationCap`), all users together 2000; they are kept with "Keep demo changes" like any store. These',
    'calls are not logged in the activity log.'
  ],
  summaries: {
    'GET /notifications/items': 'Your notifications',
    'POST /notifications/items/{id}/read': 'Mark a notification read',
    'POST /notifications/read-all': 'Mark all your notifications read',
    'DELETE /notifications/items/{id}': 'Delete a notification',
    'POST /notifications/exports': 'Tell of a finished export'
  },
  calls: {
    'GET /notifications/items': [
      '- Query: `show` (`all` or `unread`; another value is 400 `oneOf`), `page`, `perPage` (10; at most 100).',
      '- Answer: `{notifications, total, unread}`, newest first; `unread` counts all your unread ones.'
    ],
    'POST /notifications/items/{id}/read': [
      '- Answer: `{notification}`, read. Errors: 404 when no notification of yours has this id.'
    ],
    'POST /notifications/read-all': ['- Answer: `{read}`, how many were unread.'],
    'DELETE /notifications/items/{id}': [
      '- Answer: `{removed}`, its id. Errors: 404 when no notification of yours has this id.'
    ],
    'POST /notifications/exports': [
      '- Body: `{file, rows, app}` (`app` optional). Answer 201: `{notification}`, the new `export` notification.'
    ]
  }
}
