import { api, overrideExisting, keepMatching, type Listed } from '@/redux/api'
import {
  endpoints,
  taskSchema,
  boardsResponseSchema,
  moveTaskToBoard,
  reorderTasks,
  type BoardResponse,
  type BoardUpdate,
  type BoardsResponse,
  type EmptyResponse,
  type MoveToBoardRequest,
  type NewBoardRequest,
  type NewTaskRequest,
  type NewTaskResponse,
  type ReorderRequest,
  type Task,
  type TaskResponse,
  type TasksResponse,
  type TaskUpdate
} from './contract'

const boards = { type: 'Kanban', id: 'BOARDS' } as const
const tasks = { type: 'Kanban', id: 'TASKS' } as const

/** A move shows at once; a failed move puts the cached tasks back, so the card snaps back. */
const keepTasks = (answer: TasksResponse) =>
  keepMatching<{ tasks: Task[] }, 'tasks'>('tasks', taskSchema)({ tasks: answer })

type MoveArgs = { kind: 'reorder'; data: ReorderRequest } | { kind: 'board'; data: MoveToBoardRequest }

export const kanbanApi = api.enhanceEndpoints({ addTagTypes: ['Kanban'] }).injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    getBoards: build.query<BoardsResponse, void>({
      query: () => ({ url: endpoints.boards }),
      responseSchema: boardsResponseSchema,
      providesTags: [boards]
    }),
    getBoardTasks: build.query<Listed<{ tasks: Task[] }>, void>({
      query: () => ({ url: endpoints.tasks }),
      transformResponse: keepTasks,
      providesTags: [tasks]
    }),
    moveTask: build.mutation<TasksResponse, MoveArgs>({
      query: ({ kind, data }) => ({
        url: kind === 'reorder' ? endpoints.reorder : endpoints.moveToBoard,
        method: 'post',
        data: { data }
      }),
      async onQueryStarted(move, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          kanbanApi.util.updateQueryData('getBoardTasks', undefined, (draft) => {
            draft.tasks =
              move.kind === 'reorder'
                ? reorderTasks(draft.tasks, Number(move.data.taskId), Number(move.data.targetTaskId))
                : moveTaskToBoard(draft.tasks, Number(move.data.taskId), move.data.newBoardId)
          })
        )
        try {
          const { data } = await queryFulfilled
          dispatch(kanbanApi.util.upsertQueryData('getBoardTasks', undefined, keepTasks(data)))
        } catch {
          patch.undo()
        }
      }
    }),
    addBoardTask: build.mutation<NewTaskResponse, NewTaskRequest>({
      query: (data) => ({ url: endpoints.addTask, method: 'post', data: { data } }),
      invalidatesTags: [tasks]
    }),
    updateBoardTask: build.mutation<TaskResponse, TaskUpdate>({
      query: (data) => ({ url: endpoints.updateTask, method: 'post', data: { data } }),
      invalidatesTags: [tasks]
    }),
    deleteBoardTask: build.mutation<EmptyResponse, number>({
      query: (id) => ({ url: endpoints.deleteTask, method: 'delete', params: { id } }),
      invalidatesTags: [tasks]
    }),
    addBoard: build.mutation<BoardResponse, NewBoardRequest>({
      query: (data) => ({ url: endpoints.addBoard, method: 'post', data: { data } }),
      invalidatesTags: [boards]
    }),
    updateBoard: build.mutation<BoardResponse, BoardUpdate>({
      query: (data) => ({ url: endpoints.updateBoard, method: 'post', data: { data } }),
      invalidatesTags: [boards]
    }),
    deleteBoard: build.mutation<EmptyResponse, string>({
      query: (id) => ({ url: endpoints.deleteBoard, method: 'delete', params: { id } }),
      invalidatesTags: [boards, tasks]
    }),
    clearTasks: build.mutation<EmptyResponse, string>({
      query: (id) => ({ url: endpoints.clearTasks, method: 'delete', params: { id } }),
      invalidatesTags: [tasks]
    })
  })
})

export const {
  useGetBoardsQuery,
  useGetBoardTasksQuery,
  useMoveTaskMutation,
  useAddBoardTaskMutation,
  useUpdateBoardTaskMutation,
  useDeleteBoardTaskMutation,
  useAddBoardMutation,
  useUpdateBoardMutation,
  useDeleteBoardMutation,
  useClearTasksMutation
} = kanbanApi
