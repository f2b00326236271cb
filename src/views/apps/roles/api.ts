import { answeredBy, api, overrideExisting, type Answer } from '@/redux/api'
import { bulkAnswer, type BulkDelete } from '@/@core/list/bulk/bulk.contract'
import type {
  PermissionBulkUpdate,
  PermissionFields,
  PermissionListParams,
  PermissionUpdate,
  RoleAssignment,
  RoleFields,
  RoleUpdate,
  RoleUserBulkUpdate,
  UserListParams
} from './contract'
import {
  accountAnswer,
  accountListAnswer,
  deleteAnswer,
  endpoints,
  permissionAnswer,
  permissionListAnswer,
  roleAnswer,
  roleListAnswer,
  roleUserListAnswer
} from './contract'

// A role's rename or delete also changes the permissions it is assigned to.
const permissions = { type: 'Permission', id: 'LIST' } as const
const roles = { type: 'Role', id: 'LIST' } as const
// The users app's tag, so a user added or deleted there shows here too.
const users = { type: 'User', id: 'LIST' } as const
const accounts = { type: 'Account', id: 'LIST' } as const

export const rolesApi = api
  .enhanceEndpoints({ addTagTypes: ['Permission', 'Role', 'User', 'Account'] })
  .injectEndpoints({
    overrideExisting,
    endpoints: (build) => ({
      getPermissions: build.query<Answer<typeof permissionListAnswer>, PermissionListParams>({
        ...answeredBy(permissionListAnswer),
        query: (params) => ({ url: endpoints.permissions, params }),
        providesTags: [permissions]
      }),
      addPermission: build.mutation<Answer<typeof permissionAnswer>, PermissionFields>({
        ...answeredBy(permissionAnswer),
        query: (permission) => ({ url: endpoints.addPermission, method: 'post', data: { permission } }),
        invalidatesTags: [permissions]
      }),
      updatePermission: build.mutation<Answer<typeof permissionAnswer>, PermissionUpdate>({
        ...answeredBy(permissionAnswer),
        query: (update) => ({ url: endpoints.updatePermission, method: 'post', data: update }),
        invalidatesTags: [permissions]
      }),
      deletePermission: build.mutation<Answer<typeof deleteAnswer>, number>({
        ...answeredBy(deleteAnswer),
        query: (id) => ({ url: endpoints.deletePermission, method: 'delete', params: { id } }),
        invalidatesTags: [permissions]
      }),
      // A bulk call may change any page: the whole list is refetched.
      deletePermissions: build.mutation<Answer<typeof bulkAnswer>, BulkDelete>({
        ...answeredBy(bulkAnswer),
        query: (data) => ({ url: endpoints.bulkDeletePermissions, method: 'post', data }),
        invalidatesTags: [permissions]
      }),
      updatePermissions: build.mutation<Answer<typeof bulkAnswer>, PermissionBulkUpdate>({
        ...answeredBy(bulkAnswer),
        query: (data) => ({ url: endpoints.bulkUpdatePermissions, method: 'post', data }),
        invalidatesTags: [permissions]
      }),
      getRoles: build.query<Answer<typeof roleListAnswer>, void>({
        ...answeredBy(roleListAnswer),
        query: () => ({ url: endpoints.roles }),
        providesTags: [roles]
      }),
      addRole: build.mutation<Answer<typeof roleAnswer>, RoleFields>({
        ...answeredBy(roleAnswer),
        query: (role) => ({ url: endpoints.addRole, method: 'post', data: { role } }),
        invalidatesTags: [roles]
      }),
      updateRole: build.mutation<Answer<typeof roleAnswer>, RoleUpdate>({
        ...answeredBy(roleAnswer),
        query: (role) => ({ url: endpoints.updateRole, method: 'post', data: { role } }),
        invalidatesTags: [roles, permissions]
      }),
      deleteRole: build.mutation<Answer<typeof deleteAnswer>, number>({
        ...answeredBy(deleteAnswer),
        query: (id) => ({ url: endpoints.deleteRole, method: 'delete', params: { id } }),
        invalidatesTags: [roles, permissions, accounts]
      }),
      getAccounts: build.query<Answer<typeof accountListAnswer>, void>({
        ...answeredBy(accountListAnswer),
        query: () => ({ url: endpoints.accounts }),
        providesTags: [accounts]
      }),
      assignRole: build.mutation<Answer<typeof accountAnswer>, RoleAssignment>({
        ...answeredBy(accountAnswer),
        query: (assignment) => ({ url: endpoints.assignRole, method: 'post', data: assignment }),
        invalidatesTags: [accounts]
      }),
      getRoleUsers: build.query<Answer<typeof roleUserListAnswer>, UserListParams>({
        ...answeredBy(roleUserListAnswer),
        query: (params) => ({ url: endpoints.users, params }),
        providesTags: [users]
      }),
      deleteRoleUsers: build.mutation<Answer<typeof bulkAnswer>, BulkDelete>({
        ...answeredBy(bulkAnswer),
        query: (data) => ({ url: endpoints.usersBulkDelete, method: 'post', data }),
        invalidatesTags: ['User']
      }),
      updateRoleUsers: build.mutation<Answer<typeof bulkAnswer>, RoleUserBulkUpdate>({
        ...answeredBy(bulkAnswer),
        query: (data) => ({ url: endpoints.usersBulkUpdate, method: 'post', data }),
        invalidatesTags: ['User']
      })
    })
  })

export const {
  useGetPermissionsQuery,
  useLazyGetPermissionsQuery,
  useDeletePermissionsMutation,
  useUpdatePermissionsMutation,
  useAddPermissionMutation,
  useUpdatePermissionMutation,
  useDeletePermissionMutation,
  useGetRolesQuery,
  useAddRoleMutation,
  useUpdateRoleMutation,
  useDeleteRoleMutation,
  useGetAccountsQuery,
  useAssignRoleMutation,
  useGetRoleUsersQuery,
  useLazyGetRoleUsersQuery,
  useDeleteRoleUsersMutation,
  useUpdateRoleUsersMutation
} = rolesApi
