import { api } from '@/redux/api'
import type {
  AddUserResponse,
  DeleteUserResponse,
  NewUser,
  UpdateUserResponse,
  UserAllDataResponse,
  UserListParams,
  UserListResponse,
  UserResponse,
  UserUpdate
} from './types'

// One 'LIST' tag covers the paged list and the stats (all-data); each user also has its own tag,
// so a mutation refetches exactly what it changed (SPEC section 4, last line).
const list = { type: 'User', id: 'LIST' } as const

export const userApi = api.enhanceEndpoints({ addTagTypes: ['User'] }).injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<UserListResponse, UserListParams>({
      query: (params) => ({ url: '/api/users/list/data', params }),
      providesTags: [list]
    }),
    getAllUsers: build.query<UserAllDataResponse, void>({
      query: () => ({ url: '/api/users/list/all-data' }),
      providesTags: [list]
    }),
    getUser: build.query<UserResponse, number>({
      query: (id) => ({ url: '/api/users/user', params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'User', id }]
    }),
    addUser: build.mutation<AddUserResponse, NewUser>({
      query: (user) => ({ url: '/apps/users/add-user', method: 'post', data: user }),
      invalidatesTags: [list]
    }),
    updateUser: build.mutation<UpdateUserResponse, UserUpdate>({
      query: (update) => ({ url: '/apps/users/update-user', method: 'post', data: update }),
      invalidatesTags: (_result, _error, { id }) => [list, { type: 'User', id }]
    }),
    deleteUser: build.mutation<DeleteUserResponse, number>({
      query: (id) => ({ url: '/apps/users/delete', method: 'delete', params: { id } }),
      invalidatesTags: (_result, _error, id) => [list, { type: 'User', id }]
    })
  })
})

export const { useGetUsersQuery, useGetAllUsersQuery, useGetUserQuery, useAddUserMutation, useUpdateUserMutation, useDeleteUserMutation } = userApi
