import { api } from '@/redux/api'
import type { DeleteTaskResponse, TaskFields, TaskListParams, TaskListResponse, TaskResponse, TaskUpdate } from './contract'
import { endpoints } from './contract'

// One tag for every view of the list: a change to one task can move it between views (completed,
// deleted), so each mutation refetches the open list (SPEC section 4, last line).
const list = { type: 'Todo', id: 'LIST' } as const

export const todoApi = api.enhanceEndpoints({ addTagTypes: ['Todo'] }).injectEndpoints({
  endpoints: (build) => ({
    getTasks: build.query<TaskListResponse, TaskListParams>({
      query: (params) => ({ url: endpoints.list, params }),
      providesTags: [list]
    }),
    addTask: build.mutation<TaskResponse, TaskFields>({
      query: (task) => ({ url: endpoints.add, method: 'post', data: { task } }),
      invalidatesTags: [list]
    }),
    updateTask: build.mutation<TaskResponse, TaskUpdate>({
      query: (task) => ({ url: endpoints.update, method: 'post', data: { task } }),
      invalidatesTags: [list]
    }),
    deleteTask: build.mutation<DeleteTaskResponse, number>({
      query: (taskId) => ({ url: endpoints.delete, method: 'delete', params: { taskId } }),
      invalidatesTags: [list]
    })
  })
})

export const { useGetTasksQuery, useAddTaskMutation, useUpdateTaskMutation, useDeleteTaskMutation } = todoApi
