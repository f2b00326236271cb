// This area's words in docs/api.md and docs/openapi.json; its routes give each call's input, answer, errors.
export const apiProse = {
  area: 'Kanban',
  intro: [
    'Types: `src/views/apps/kanban/contract.ts`. A board: `{id, title}`; its id is the kebab case of its',
    'first title (`in-progress`). A task: `{id, title, description, labels, boardId, dueDate,',
    'coverImage?, attachments, comments, assignedTo}`; `labels` are distinct texts (trimmed, 1 to 30',
    'characters), the seeded ones being `design, research, frontend, backend, bug, docs`; `dueDate` is',
    '`YYYY-MM-DD` (see Dates); people `{title, img}`; attachments `{name, img}`; comments `{name, img,',
    "comment}`. Every POST body is wrapped in `{data: {...}}`. The task list keeps each board's tasks in",
    'the order the board shows them.'
  ],
  summaries: {
    'GET /apps/kanban/boards': 'List the boards',
    'GET /apps/kanban/tasks': 'List the tasks',
    'POST /apps/kanban/reorder-tasks': "Reorder a board's tasks",
    'POST /apps/kanban/update-task-board': 'Move a task to another board',
    'POST /apps/kanban/add-task': 'Add a task to a board',
    'POST /apps/kanban/add-board': 'Add a board',
    'POST /apps/kanban/update-task': 'Change a task',
    'POST /apps/kanban/update-board': 'Rename a board',
    'DELETE /apps/kanban/delete-board': 'Delete a board and its tasks',
    'DELETE /apps/kanban/clear-tasks': 'Delete every task of a board',
    'DELETE /apps/kanban/delete-task': 'Delete a task'
  },
  calls: {
    'GET /apps/kanban/boards': ['- Answer: every board.'],
    'GET /apps/kanban/tasks': ['- Answer: every task, in stored order.'],
    'POST /apps/kanban/reorder-tasks': [
      '- Body: `{data: {taskId, targetTaskId}}`: the task is taken out and put back just before the target,',
      "  in the target's board. Answer: every task. Errors: 400; 404 `Task not found` or `Target task not",
      '  found`.'
    ],
    'POST /apps/kanban/update-task-board': [
      '- Body: `{data: {taskId, newBoardId}}`: the task goes to the end of that board. Answer: every task.',
      '  Errors: 400; 404 `Task not found` or `Board not found`.'
    ],
    'POST /apps/kanban/add-task': [
      '- Body: `{data: {title, boardId}}`. Answer: 200 `{newTask}` with no labels, people, files or',
      '  comments, due two days from today. Errors: 400; 404 `Board not found`.'
    ],
    'POST /apps/kanban/add-board': [
      '- Body: `{data: {title}}`. Answer: 200 `{board}`; the id is suffixed `-2`, `-3`… when taken. Errors:',
      '  400.'
    ],
    'POST /apps/kanban/update-task': [
      '- Body: `{data: {id, ...fields}}`: any task field but `id` and `boardId` (a task changes board only',
      '  by a move). Answer: `{task}`. Errors: 400; 404 `Task not found`.'
    ],
    'POST /apps/kanban/update-board': [
      '- Body: `{data: {id, title}}`: renames the board (its id stays). Answer: `{board}`. Errors: 400; 404',
      '  `Board not found`.'
    ],
    'DELETE /apps/kanban/delete-board': [
      '- Query: `id`. The board and its tasks are removed. Answer: `{}`. Errors: 400; 404 `Board not found`.'
    ],
    'DELETE /apps/kanban/clear-tasks': [
      '- Query: `id`. The board stays, its tasks are removed. Answer: `{}`. Errors: 400; 404 `Board not found`.'
    ],
    'DELETE /apps/kanban/delete-task': ['- Query: `id`. Answer: `{}`. Errors: 400; 404 `Task not found`.']
  }
}
