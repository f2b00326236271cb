import { api, overrideExisting, keepMatching, type Listed } from '@/redux/api'
import type {
  DeleteUserResponse,
  NewUser,
  UserAllDataResponse,
  UserListParams,
  UserListResponse,
  UserResponse,
  UserUpdate
} from './contract'
import { allUsersResponseSchema, endpoints, managedUserSchema, userResponseSchema } from './contract'

// Each user also has its own tag, so a mutation refetches exactly what it changed.
const list = { type: 'User', id: 'LIST' } as const

export const userApi = api.enhanceEndpoints({ addTagTypes: ['User'] }).injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    getUsers: build.query<Listed<UserListResponse>, UserListParams>({
      query: (params) => ({ url: endpoints.list, params }),
      transformResponse: keepMatching<UserListResponse, 'users'>('users', managedUserSchema),
      providesTags: [list]
    }),
    getAllUsers: build.query<UserAllDataResponse, void>({
      query: () => ({ url: endpoints.all }),
      responseSchema: allUsersResponseSchema,
      providesTags: [list]
    }),
    getUser: build.query<UserResponse, number>({
      query: (id) => ({ url: endpoints.one, params: { id } }),
      responseSchema: userResponseSchema,
      providesTags: (_result, _error, id) => [{ type: 'User', id }]
    }),
    addUser: build.mutation<UserResponse, NewUser>({
      query: (user) => ({ url: endpoints.add, method: 'post', data: user }),
      invalidatesTags: [list]
    }),
    updateUser: build.mutation<UserResponse, UserUpdate>({
      query: (update) => ({ url: endpoints.update, method: 'post', data: update }),
      invalidatesTags: (_result, _error, { id }) => [list, { type: 'User', id }]
    }),
    deleteUser: build.mutation<DeleteUserResponse, number>({
      query: (id) => ({ url: endpoints.delete, method: 'delete', params: { id } }),
      invalidatesTags: (_result, _error, id) => [list, { type: 'User', id }]
    })
  })
})

export const {
  useGetUsersQuery,
  useGetAllUsersQuery,
  useGetUserQuery,
  useAddUserMutation,
  useUpdateUserMutation,
  useDeleteUserMutation
} = userApi
