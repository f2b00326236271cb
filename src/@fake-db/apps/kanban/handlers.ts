import {
  boardIdFor,
  boardIdParams,
  boardUpdateSchema,
  daysFromToday,
  endpoints,
  moveTaskToBoard,
  moveToBoardSchema,
  newBoardSchema,
  newTaskDueInDays,
  newTaskSchema,
  reorderSchema,
  reorderTasks,
  taskIdParams,
  taskUpdateSchema,
  type Task,
  boardsResponseSchema,
  tasksAnswer,
  newTaskAnswer,
  boardAnswer,
  taskAnswer,
  kanbanEmptyAnswer
} from '@/views/apps/kanban/contract'
import { del, get, post, type RouteDef } from '../../route'
import { createStore, findById, merge, nextId, ok, parse, removeById, updateById } from '../../utils'
import { permissionsOn } from '../../permission'

const may = permissionsOn('Kanban')

const store = createStore('kanban', () => import('./data').then((m) => m.createKanban()))

/** This area's calls, named in src/@fake-db/allHandlers.ts (the app's mock finds the folder itself). */
export const handlers: RouteDef[] = [
  get(endpoints.boards, async () => ok((await store.get()).boards), {
    permission: may.read,
    answer: boardsResponseSchema
  }),
  get(endpoints.tasks, async () => ok((await store.get()).tasks), {
    permission: may.read,
    answer: tasksAnswer
  }),
  post(
    endpoints.reorder,
    async (req) => {
      const { taskId, targetTaskId } = parse(reorderSchema, req.body).data
      const kanban = await store.get()
      findById(kanban.tasks, taskId, 'task')
      findById(kanban.tasks, targetTaskId, 'target task')
      kanban.tasks = reorderTasks(kanban.tasks, taskId, targetTaskId)
      return ok(kanban.tasks)
    },
    { permission: may.update, answer: tasksAnswer, body: reorderSchema }
  ),
  post(
    endpoints.moveToBoard,
    async (req) => {
      const { taskId, newBoardId } = parse(moveToBoardSchema, req.body).data
      const kanban = await store.get()
      findById(kanban.tasks, taskId, 'task')
      findById(kanban.boards, newBoardId, 'board')
      kanban.tasks = moveTaskToBoard(kanban.tasks, taskId, newBoardId)
      return ok(kanban.tasks)
    },
    { permission: may.update, answer: tasksAnswer, body: moveToBoardSchema }
  ),
  post(
    endpoints.addTask,
    async (req) => {
      const { title, boardId } = parse(newTaskSchema, req.body).data
      const kanban = await store.get()
      findById(kanban.boards, boardId, 'board')
      const newTask: Task = {
        id: nextId(kanban.tasks),
        title,
        description: '',
        labels: [],
        boardId,
        dueDate: daysFromToday(newTaskDueInDays),
        attachments: [],
        comments: [],
        assignedTo: []
      }
      kanban.tasks.push(newTask)
      return ok({ newTask })
    },
    { permission: may.create, answer: newTaskAnswer, body: newTaskSchema }
  ),
  post(
    endpoints.addBoard,
    async (req) => {
      const { title } = parse(newBoardSchema, req.body).data
      const { boards } = await store.get()
      const board = {
        id: boardIdFor(
          title,
          boards.map(({ id }) => id)
        ),
        title
      }
      boards.push(board)
      return ok({ board })
    },
    { permission: may.create, answer: boardAnswer, body: newBoardSchema }
  ),
  post(
    endpoints.updateTask,
    async (req) => {
      const { id, ...fields } = parse(taskUpdateSchema, req.body).data
      return ok({ task: updateById((await store.get()).tasks, id, 'task', (task) => merge(task, fields)) })
    },
    { permission: may.update, answer: taskAnswer, body: taskUpdateSchema }
  ),
  post(
    endpoints.updateBoard,
    async (req) => {
      const { id, title } = parse(boardUpdateSchema, req.body).data
      return ok({
        board: updateById((await store.get()).boards, id, 'board', (board) => ({ ...board, title }))
      })
    },
    { permission: may.update, answer: boardAnswer, extension: true, body: boardUpdateSchema }
  ),
  del(
    endpoints.deleteBoard,
    async (req) => {
      const { id } = parse(boardIdParams, req.params)
      const kanban = await store.get()
      removeById(kanban.boards, id, 'board')
      kanban.tasks = kanban.tasks.filter((task) => task.boardId !== id)
      return ok({})
    },
    { permission: may.delete, answer: kanbanEmptyAnswer, query: boardIdParams }
  ),
  del(
    endpoints.clearTasks,
    async (req) => {
      const { id } = parse(boardIdParams, req.params)
      const kanban = await store.get()
      findById(kanban.boards, id, 'board')
      kanban.tasks = kanban.tasks.filter((task) => task.boardId !== id)
      return ok({})
    },
    { permission: may.delete, answer: kanbanEmptyAnswer, query: boardIdParams }
  ),
  del(
    endpoints.deleteTask,
    async (req) => {
      const { id } = parse(taskIdParams, req.params)
      removeById((await store.get()).tasks, id, 'task')
      return ok({})
    },
    { permission: may.delete, answer: kanbanEmptyAnswer, extension: true, query: taskIdParams }
  )
]
