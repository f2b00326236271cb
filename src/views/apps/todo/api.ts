import { api, overrideExisting, keepMatching, type Listed } from '@/redux/api'
import type {
  DeleteTaskResponse,
  Task,
  TaskFields,
  TaskListParams,
  TaskListResponse,
  TaskResponse,
  TaskUpdate
} from './contract'
import { endpoints, taskSchema } from './contract'

// A change can move a task between views, so each mutation refetches the open list.
const list = { type: 'Todo', id: 'LIST' } as const

const keepTasks = (answer: TaskListResponse) =>
  keepMatching<{ tasks: Task[] }, 'tasks'>('tasks', taskSchema)({ tasks: answer })

export const todoApi = api.enhanceEndpoints({ addTagTypes: ['Todo'] }).injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    getTasks: build.query<Listed<{ tasks: Task[] }>, TaskListParams>({
      query: (params) => ({ url: endpoints.list, params }),
      transformResponse: keepTasks,
      providesTags: [list]
    }),
    addTask: build.mutation<TaskResponse, TaskFields>({
      query: (task) => ({ url: endpoints.add, method: 'post', data: { task } }),
      invalidatesTags: [list]
    }),
    // A ticked box must not wait for the server; a refusal puts the views back.
    updateTask: build.mutation<TaskResponse, TaskUpdate>({
      query: (task) => ({ url: endpoints.update, method: 'post', data: { task } }),
      invalidatesTags: [list],
      async onQueryStarted({ id, ...change }, { dispatch, getState, queryFulfilled }) {
        const patches = todoApi.util.selectCachedArgsForQuery(getState(), 'getTasks').map((args) =>
          dispatch(
            todoApi.util.updateQueryData('getTasks', args, ({ tasks }) => {
              const task = tasks.find((candidate) => candidate.id === Number(id))
              if (task) Object.assign(task, change)
            })
          )
        )
        try {
          await queryFulfilled
        } catch {
          for (const patch of patches) patch.undo()
        }
      }
    }),
    deleteTask: build.mutation<DeleteTaskResponse, number>({
      query: (taskId) => ({ url: endpoints.delete, method: 'delete', params: { taskId } }),
      invalidatesTags: [list]
    })
  })
})

export const { useGetTasksQuery, useAddTaskMutation, useUpdateTaskMutation, useDeleteTaskMutation } = todoApi
