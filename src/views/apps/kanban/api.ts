import { answeredBy, api, overrideExisting, type Answer } from '@/redux/api'
import type {
  BoardUpdate,
  MoveToBoardRequest,
  NewBoardRequest,
  NewTaskRequest,
  ReorderRequest,
  TaskUpdate
} from './contract'
import {
  boardAnswer,
  boardsResponseSchema,
  endpoints,
  kanbanEmptyAnswer,
  moveTaskToBoard,
  newTaskAnswer,
  reorderTasks,
  taskAnswer,
  tasksAnswer
} from './contract'

const boards = { type: 'Kanban', id: 'BOARDS' } as const
const tasks = { type: 'Kanban', id: 'TASKS' } as const

type MoveArgs = { kind: 'reorder'; data: ReorderRequest } | { kind: 'board'; data: MoveToBoardRequest }

export const kanbanApi = api.enhanceEndpoints({ addTagTypes: ['Kanban'] }).injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    getBoards: build.query<Answer<typeof boardsResponseSchema>, void>({
      ...answeredBy(boardsResponseSchema),
      query: () => ({ url: endpoints.boards }),
      providesTags: [boards]
    }),
    getBoardTasks: build.query<Answer<typeof tasksAnswer>, void>({
      ...answeredBy(tasksAnswer),
      query: () => ({ url: endpoints.tasks }),
      providesTags: [tasks]
    }),
    moveTask: build.mutation<Answer<typeof tasksAnswer>, MoveArgs>({
      ...answeredBy(tasksAnswer),
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
          dispatch(kanbanApi.util.upsertQueryData('getBoardTasks', undefined, data))
        } catch {
          patch.undo()
        }
      }
    }),
    addBoardTask: build.mutation<Answer<typeof newTaskAnswer>, NewTaskRequest>({
      ...answeredBy(newTaskAnswer),
      query: (data) => ({ url: endpoints.addTask, method: 'post', data: { data } }),
      invalidatesTags: [tasks]
    }),
    updateBoardTask: build.mutation<Answer<typeof taskAnswer>, TaskUpdate>({
      ...answeredBy(taskAnswer),
      query: (data) => ({ url: endpoints.updateTask, method: 'post', data: { data } }),
      invalidatesTags: [tasks]
    }),
    deleteBoardTask: build.mutation<Answer<typeof kanbanEmptyAnswer>, number>({
      ...answeredBy(kanbanEmptyAnswer),
      query: (id) => ({ url: endpoints.deleteTask, method: 'delete', params: { id } }),
      invalidatesTags: [tasks]
    }),
    addBoard: build.mutation<Answer<typeof boardAnswer>, NewBoardRequest>({
      ...answeredBy(boardAnswer),
      query: (data) => ({ url: endpoints.addBoard, method: 'post', data: { data } }),
      invalidatesTags: [boards]
    }),
    updateBoard: build.mutation<Answer<typeof boardAnswer>, BoardUpdate>({
      ...answeredBy(boardAnswer),
      query: (data) => ({ url: endpoints.updateBoard, method: 'post', data: { data } }),
      invalidatesTags: [boards]
    }),
    deleteBoard: build.mutation<Answer<typeof kanbanEmptyAnswer>, string>({
      ...answeredBy(kanbanEmptyAnswer),
      query: (id) => ({ url: endpoints.deleteBoard, method: 'delete', params: { id } }),
      invalidatesTags: [boards, tasks]
    }),
    clearTasks: build.mutation<Answer<typeof kanbanEmptyAnswer>, string>({
      ...answeredBy(kanbanEmptyAnswer),
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
