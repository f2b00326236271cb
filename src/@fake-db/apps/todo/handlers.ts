import {
  addTaskBody,
  deleteTaskParams,
  endpoints,
  dueDateText,
  taskListParams,
  updateTaskBody,
  type Task,
  type TodoFilter,
  taskListAnswer,
  taskAnswer,
  deleteTaskAnswer
} from '@/views/apps/todo/contract'
import { del, get, post, type RouteDef } from '../../route'
import {
  created,
  createStore,
  listQuery,
  merge,
  nextId,
  ok,
  parse,
  updateById,
  type ListSpec
} from '../../utils'
import { permissionsOn } from '../../permission'

const may = permissionsOn('Todo')

const store = createStore('todo-tasks', () => import('./data').then((m) => m.createTasks()))

const inView: Record<TodoFilter | '', (task: Task) => boolean> = {
  '': (task) => !task.isDeleted,
  important: (task) => task.isImportant && !task.isDeleted,
  completed: (task) => task.isCompleted && !task.isDeleted,
  deleted: (task) => task.isDeleted
}

const byText = (key: (task: Task) => string | undefined) => (a: Task, b: Task) => {
  const x = key(a)
  const y = key(b)
  // Tasks without the value go last, whatever the order.
  if (!x || !y) return x ? -1 : y ? 1 : 0
  return x.localeCompare(y, 'en', { sensitivity: 'base' })
}
const newestFirst = (a: Task, b: Task) => b.id - a.id
const thenNewest = (compare: (a: Task, b: Task) => number) => (a: Task, b: Task) =>
  compare(a, b) || newestFirst(a, b)
const byTitle = byText((task) => task.title)

const taskList: ListSpec<Task, typeof taskListParams> = {
  params: taskListParams,
  searched: (task) => [task.title, ...task.tags, dueDateText(task.dueDate)],
  filters: { tag: (task) => task.tags },
  where: (task, { filter }) => inView[filter](task),
  comparators: {
    latest: newestFirst,
    'title-asc': thenNewest(byTitle),
    'title-desc': thenNewest((a, b) => byTitle(b, a)),
    assignee: thenNewest(byText((task) => task.assignee?.fullName)),
    'due-date': thenNewest(byText((task) => task.dueDate))
  }
}

/** This area's calls, registered by the mock and the HTTP server from src/@fake-db/allHandlers.ts. */
export const handlers: RouteDef[] = [
  get(endpoints.list, async (req) => ok(listQuery(await store.get(), req.params, taskList).rows), {
    permission: may.read,
    answer: taskListAnswer,
    query: taskListParams
  }),
  post(
    endpoints.add,
    async (req) => {
      const { task: fields } = parse(addTaskBody, req.body)
      const tasks = await store.get()
      const defaults: Task = {
        id: nextId(tasks),
        title: '',
        dueDate: '',
        description: '',
        assignee: null,
        tags: [],
        isCompleted: false,
        isDeleted: false,
        isImportant: false
      }
      const task = merge(defaults, fields)
      tasks.push(task)
      return created({ task })
    },
    { permission: may.create, answer: taskAnswer, created: true, body: addTaskBody }
  ),
  post(
    endpoints.update,
    async (req) => {
      const {
        task: { id, ...fields }
      } = parse(updateTaskBody, req.body)
      return ok({ task: updateById(await store.get(), id, 'task', (task) => merge(task, fields)) })
    },
    { permission: may.update, answer: taskAnswer, body: updateTaskBody }
  ),
  del(
    endpoints.delete,
    async (req) => {
      const { taskId } = parse(deleteTaskParams, req.params)
      updateById(await store.get(), taskId, 'task', (task) => ({ ...task, isDeleted: true }))
      return ok({})
    },
    { permission: may.delete, answer: deleteTaskAnswer, query: deleteTaskParams }
  )
]
