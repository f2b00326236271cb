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
  type BoardResponse,
  type BoardsResponse,
  type EmptyResponse,
  type NewTaskResponse,
  type Task,
  type TaskResponse,
  type TasksResponse
} from '@/views/apps/kanban/contract'
import { del, get, post } from '../../route'
import { createStore, findById, merge, nextId, ok, parse, removeById, updateById } from '../../utils'

const store = createStore('kanban', () => import('./data').then((m) => m.createKanban()))

get<BoardsResponse>(endpoints.boards, async () => ok((await store.get()).boards))

get<TasksResponse>(endpoints.tasks, async () => ok((await store.get()).tasks))

post<TasksResponse>(
  endpoints.reorder,
  async (req) => {
    const { taskId, targetTaskId } = parse(reorderSchema, req.body).data
    const kanban = await store.get()
    findById(kanban.tasks, taskId, 'task')
    findById(kanban.tasks, targetTaskId, 'target task')
    kanban.tasks = reorderTasks(kanban.tasks, taskId, targetTaskId)
    return ok(kanban.tasks)
  },
  { body: reorderSchema }
)

post<TasksResponse>(
  endpoints.moveToBoard,
  async (req) => {
    const { taskId, newBoardId } = parse(moveToBoardSchema, req.body).data
    const kanban = await store.get()
    findById(kanban.tasks, taskId, 'task')
    findById(kanban.boards, newBoardId, 'board')
    kanban.tasks = moveTaskToBoard(kanban.tasks, taskId, newBoardId)
    return ok(kanban.tasks)
  },
  { body: moveToBoardSchema }
)

post<NewTaskResponse>(
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
  { body: newTaskSchema }
)

post<BoardResponse>(
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
  { body: newBoardSchema }
)

post<TaskResponse>(
  endpoints.updateTask,
  async (req) => {
    const { id, ...fields } = parse(taskUpdateSchema, req.body).data
    return ok({ task: updateById((await store.get()).tasks, id, 'task', (task) => merge(task, fields)) })
  },
  { body: taskUpdateSchema }
)

post<BoardResponse>(
  endpoints.updateBoard,
  async (req) => {
    const { id, title } = parse(boardUpdateSchema, req.body).data
    return ok({
      board: updateById((await store.get()).boards, id, 'board', (board) => ({ ...board, title }))
    })
  },
  { extension: true, body: boardUpdateSchema }
)

del<EmptyResponse>(
  endpoints.deleteBoard,
  async (req) => {
    const { id } = parse(boardIdParams, req.params)
    const kanban = await store.get()
    removeById(kanban.boards, id, 'board')
    kanban.tasks = kanban.tasks.filter((task) => task.boardId !== id)
    return ok({})
  },
  { query: boardIdParams }
)

del<EmptyResponse>(
  endpoints.clearTasks,
  async (req) => {
    const { id } = parse(boardIdParams, req.params)
    const kanban = await store.get()
    findById(kanban.boards, id, 'board')
    kanban.tasks = kanban.tasks.filter((task) => task.boardId !== id)
    return ok({})
  },
  { query: boardIdParams }
)

del<EmptyResponse>(
  endpoints.deleteTask,
  async (req) => {
    const { id } = parse(taskIdParams, req.params)
    removeById((await store.get()).tasks, id, 'task')
    return ok({})
  },
  { extension: true, query: taskIdParams }
)
