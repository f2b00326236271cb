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
    'POST /notifications/exports': 'Tell of a finished export',
    'GET /notifications/changes': 'The stream of changes'
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
    ],
    'GET /notifications/changes': [
      '- Every successful write on this server, whoever made it, so a client can load again what changed elsewhere.',
      '  Each change reads `{entry, at, app, entity, id, version, action, records, who}`: what changed and who',
      '  changed it, never the record itself (read it with its own call and permission).',
      '- Sent with `Accept: text/event-stream`, the HTTP server keeps the answer open as server-sent events: one',
      '  `event: change` per write from then on (`id` is its activity entry, `data` the change as JSON), a comment',
      '  line (`: heartbeat`) every 15 seconds (`heartbeatSeconds`), and it ends when the client goes. Send the token',
      "  in the `Authorization` header (with `fetch`; the browser's `EventSource` cannot send one).",
      '- Otherwise the answer is `{changes, heartbeatSeconds}`: the latest 50 changes (`changeBacklog`), oldest first.'
    ]
  }
}
