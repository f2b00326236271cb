import { answeredBy, api, overrideExisting, type Answer } from '@/redux/api'
import { bulkAnswer, type BulkDelete } from '@/@core/list/bulk/bulk.contract'
import type { NewUser, UserBulkUpdate, UserListParams, UserUpdate } from './contract'
import {
  allUsersResponseSchema,
  deleteUserAnswer,
  endpoints,
  userListAnswer,
  userResponseSchema
} from './contract'

// Each user also has its own tag, so a mutation refetches exactly what it changed.
const list = { type: 'User', id: 'LIST' } as const

export const userApi = api.enhanceEndpoints({ addTagTypes: ['User'] }).injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    getUsers: build.query<Answer<typeof userListAnswer>, UserListParams>({
      ...answeredBy(userListAnswer),
      query: (params) => ({ url: endpoints.list, params }),
      providesTags: [list]
    }),
    getAllUsers: build.query<Answer<typeof allUsersResponseSchema>, void>({
      ...answeredBy(allUsersResponseSchema),
      query: () => ({ url: endpoints.all }),
      providesTags: [list]
    }),
    getUser: build.query<Answer<typeof userResponseSchema>, number>({
      ...answeredBy(userResponseSchema),
      query: (id) => ({ url: endpoints.one, params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'User', id }]
    }),
    addUser: build.mutation<Answer<typeof userResponseSchema>, NewUser>({
      ...answeredBy(userResponseSchema),
      query: (user) => ({ url: endpoints.add, method: 'post', data: user }),
      invalidatesTags: [list]
    }),
    updateUser: build.mutation<Answer<typeof userResponseSchema>, UserUpdate>({
      ...answeredBy(userResponseSchema),
      query: (update) => ({ url: endpoints.update, method: 'post', data: update }),
      invalidatesTags: (_result, _error, { id }) => [list, { type: 'User', id }]
    }),
    deleteUser: build.mutation<Answer<typeof deleteUserAnswer>, number>({
      ...answeredBy(deleteUserAnswer),
      query: (id) => ({ url: endpoints.delete, method: 'delete', params: { id } }),
      invalidatesTags: (_result, _error, id) => [list, { type: 'User', id }]
    }),
    // A bulk call may change any page and any user: every user is refetched.
    deleteUsers: build.mutation<Answer<typeof bulkAnswer>, BulkDelete>({
      ...answeredBy(bulkAnswer),
      query: (data) => ({ url: endpoints.bulkDelete, method: 'post', data }),
      invalidatesTags: ['User']
    }),
    updateUsers: build.mutation<Answer<typeof bulkAnswer>, UserBulkUpdate>({
      ...answeredBy(bulkAnswer),
      query: (data) => ({ url: endpoints.bulkUpdate, method: 'post', data }),
      invalidatesTags: ['User']
    })
  })
})

export const {
  useGetUsersQuery,
  useLazyGetUsersQuery,
  useGetAllUsersQuery,
  useGetUserQuery,
  useAddUserMutation,
  useUpdateUserMutation,
  useDeleteUserMutation,
  useDeleteUsersMutation,
  useUpdateUsersMutation
} = userApi
