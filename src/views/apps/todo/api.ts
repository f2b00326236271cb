import { answeredBy, api, overrideExisting, type Answer } from '@/redux/api'
import { bulkAnswer, type BulkDelete } from '@/@core/list/bulk/bulk.contract'
import type { TaskBulkUpdate, TaskFields, TaskListParams, TaskUpdate } from './contract'
import { deleteTaskAnswer, endpoints, taskAnswer, taskListAnswer } from './contract'

// A change can move a task between views, so each mutation refetches the open list.
const list = { type: 'Todo', id: 'LIST' } as const

export const todoApi = api.enhanceEndpoints({ addTagTypes: ['Todo'] }).injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    getTasks: build.query<Answer<typeof taskListAnswer>, TaskListParams>({
      query: (params) => ({ url: endpoints.list, params }),
      ...answeredBy(taskListAnswer),
      providesTags: [list]
    }),
    addTask: build.mutation<Answer<typeof taskAnswer>, TaskFields>({
      ...answeredBy(taskAnswer),
      query: (task) => ({ url: endpoints.add, method: 'post', data: { task } }),
      invalidatesTags: [list]
    }),
    // A ticked box must not wait for the server; a refusal puts the views back.
    updateTask: build.mutation<Answer<typeof taskAnswer>, TaskUpdate>({
      ...answeredBy(taskAnswer),
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
    deleteTask: build.mutation<Answer<typeof deleteTaskAnswer>, number>({
      ...answeredBy(deleteTaskAnswer),
      query: (taskId) => ({ url: endpoints.delete, method: 'delete', params: { taskId } }),
      invalidatesTags: [list]
    }),
    updateTasks: build.mutation<Answer<typeof bulkAnswer>, TaskBulkUpdate>({
      ...answeredBy(bulkAnswer),
      query: (data) => ({ url: endpoints.bulkUpdate, method: 'post', data }),
      invalidatesTags: [list]
    }),
    deleteTasks: build.mutation<Answer<typeof bulkAnswer>, BulkDelete>({
      ...answeredBy(bulkAnswer),
      query: (data) => ({ url: endpoints.bulkDelete, method: 'post', data }),
      invalidatesTags: [list]
    })
  })
})

export const {
  useGetTasksQuery,
  useAddTaskMutation,
  useUpdateTaskMutation,
  useDeleteTaskMutation,
  useUpdateTasksMutation,
  useDeleteTasksMutation
} = todoApi
