import {
  addTaskBody,
  deleteTaskParams,
  endpoints,
  queryTasks,
  updateTaskBody,
  type DeleteTaskResponse,
  type Task,
  type TaskListResponse,
  type TaskResponse
} from '@/views/apps/todo/contract'
import { del, get, post } from '../../route'
import { created, createStore, merge, nextId, ok, parse, updateById } from '../../utils'

const store = createStore(() => import('./data').then((m) => m.createTasks()))

get<TaskListResponse>(endpoints.list, async (req) => ok(queryTasks(await store.get(), req.params)))

post<TaskResponse>(endpoints.add, async (req) => {
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
})

post<TaskResponse>(endpoints.update, async (req) => {
  const {
    task: { id, ...fields }
  } = parse(updateTaskBody, req.body)
  return ok({ task: updateById(await store.get(), id, 'task', (task) => merge(task, fields)) })
})

del<DeleteTaskResponse>(endpoints.delete, async (req) => {
  const { taskId } = parse(deleteTaskParams, req.params)
  updateById(await store.get(), taskId, 'task', (task) => ({ ...task, isDeleted: true }))
  return ok({})
})
