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
  deleteTaskAnswer,
  taskBulkUpdateBody
} from '@/views/apps/todo/contract'
import { bulkAnswer, bulkDeleteBody } from '@/@core/list/bulk/bulk.contract'
import { eachRow, pickRows } from '../../kit/bulk'
import { del, get, post, type RouteDef } from '../../route'
import {
  created,
  createStore,
  fail,
  listQuery,
  merge,
  nextId,
  ok,
  parse,
  refuse,
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

/** A bulk call changes no task in the trash: it is restored first, one at a time. */
function outOfTrash(task: Task): Task {
  if (task.isDeleted) refuse(fail(409, { error: 'The task is in the trash', code: 'inTrash' }))
  return task
}

/** This area's calls, named in src/@fake-db/allHandlers.ts (the app's mock finds the folder itself). */
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
  ),
  post(
    endpoints.bulkUpdate,
    async (req) => {
      const { selection, change } = parse(taskBulkUpdateBody, req.body)
      const tasks = await store.get()
      const picked = pickRows(tasks, selection, taskList)
      return ok(
        eachRow(picked, 'task', ({ id }) =>
          updateById(tasks, id, 'task', (task) => merge(outOfTrash(task), change))
        )
      )
    },
    { permission: may.update, answer: bulkAnswer, extension: true, undoable: true, body: taskBulkUpdateBody }
  ),
  post(
    endpoints.bulkDelete,
    async (req) => {
      const { selection } = parse(bulkDeleteBody, req.body)
      const tasks = await store.get()
      const picked = pickRows(tasks, selection, taskList)
      return ok(
        eachRow(picked, 'task', ({ id }) =>
          updateById(tasks, id, 'task', (task) => ({ ...outOfTrash(task), isDeleted: true }))
        )
      )
    },
    { permission: may.delete, answer: bulkAnswer, extension: true, undoable: true, body: bulkDeleteBody }
  )
]
