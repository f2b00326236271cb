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
    'DELETE /apps/todo/delete-task': 'Move a task to the trash'
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
    ]
  }
}
