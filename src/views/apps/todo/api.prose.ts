// This area's words in docs/api.md and docs/openapi.json; its routes give each call's input, answer, errors.
export const apiProse = {
  area: 'Todo',
  intro: [
    'Types: `src/views/apps/todo/contract.ts`. A task: `{id, title, dueDate, description, assignee, tags,',
    'isCompleted, isDeleted, isImportant}`; `dueDate` is `YYYY-MM-DD` (see Dates) or `""`; `assignee` is',
    '`{fullName, avatar}` or `null`; `tags` from `team, low, medium, high, update`.'
  ],
  summaries: {
    'GET /apps/todo/tasks': 'Search and filter the tasks',
    'POST /apps/todo/add-tasks': 'Add a task',
    'POST /apps/todo/update-task': 'Change a task',
    'DELETE /apps/todo/delete-task': 'Move a task to the trash',
    'POST /apps/todo/bulk-update': 'Complete, reopen or star many tasks',
    'POST /apps/todo/bulk-delete': 'Move many tasks to the trash'
  },
  calls: {
    'GET /apps/todo/tasks': [
      '- Query: `filter` (none: every task not deleted; `important`, `completed`, `deleted`), `tag`, `q`',
      '  (on the title, the tags and the due date written `5 Aug`), `sortBy` (`latest` = newest first,',
      '  `title-asc`, `title-desc`, `assignee`, `due-date`; tasks without the value go last).',
      '- Answer: the tasks.'
    ],
    'POST /apps/todo/add-tasks': [
      '- Body: `{task}` with `title` required; defaults: no due date, description or assignee, no tags,',
      '  every flag `false`. Answer: **201** `{task}`. Errors: 400.'
    ],
    'POST /apps/todo/update-task': [
      '- Body: `{task}` with its `id` and the fields to replace (the title may not be emptied). Answer:',
      '  `{task}`. Errors: 400; 404 `Task not found`.'
    ],
    'DELETE /apps/todo/delete-task': [
      '- Query: `taskId`. A soft delete: the task gets `isDeleted: true` and moves to the Deleted view (an',
      '  update with `isDeleted: false` restores it). Answer: `{}`. Errors: 400; 404 `Task not found`.'
    ],
    'POST /apps/todo/bulk-update': [
      '- Body: `{selection, change}`: `selection` is `{ids}` (1 to 100 ids) or `{matching, except?}`, the',
      "  list's query (`filter`, `tag`, `q`; at most 1000 tasks) less up to 100 ids; `change` sets",
      '  `isCompleted` and/or `isImportant`. Answer: `{done, failed, entry}`: the ids changed, and per refused',
      '  task `{id, code, error}`, left as it was (in the trash: `inTrash`; an id no task has: `notFound`);',
      '  `entry` undoes the call (`POST /apps/activity/entries/{entry}/undo`).',
      '- Errors: 400 for a bad selection, query or change (an empty change too), or more than 1000 tasks (`tooBig`).'
    ],
    'POST /apps/todo/bulk-delete': [
      '- Body: `{selection}` as for bulk-update. Every task moves to the trash (`isDeleted: true`); one',
      '  there already is refused per task (`inTrash`). Answer: `{done, failed, entry}`. Errors: 400 as for',
      '  bulk-update.'
    ]
  }
}
