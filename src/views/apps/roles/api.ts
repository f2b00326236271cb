import { api, overrideExisting, keepMatching, type Listed } from '@/redux/api'
import type {
  DeleteResponse,
  PermissionFields,
  PermissionListParams,
  PermissionListResponse,
  PermissionResponse,
  PermissionUpdate,
  Role,
  RoleFields,
  RoleListResponse,
  RoleResponse,
  RoleUpdate,
  UserListParams,
  UserListResponse
} from './contract'
import { endpoints, permissionSchema, roleSchema, userRowSchema } from './contract'

// A role's rename or delete also changes the permissions it is assigned to.
const permissions = { type: 'Permission', id: 'LIST' } as const
const roles = { type: 'Role', id: 'LIST' } as const
// The users app's tag, so a user added or deleted there shows here too.
const users = { type: 'User', id: 'LIST' } as const

const keepRoles = (answer: RoleListResponse) =>
  keepMatching<{ roles: Role[] }, 'roles'>('roles', roleSchema)({ roles: answer })

export const rolesApi = api
  .enhanceEndpoints({ addTagTypes: ['Permission', 'Role', 'User'] })
  .injectEndpoints({
    overrideExisting,
    endpoints: (build) => ({
      getPermissions: build.query<Listed<PermissionListResponse>, PermissionListParams>({
        query: (params) => ({ url: endpoints.permissions, params }),
        transformResponse: keepMatching<PermissionListResponse, 'permissions'>(
          'permissions',
          permissionSchema
        ),
        providesTags: [permissions]
      }),
      addPermission: build.mutation<PermissionResponse, PermissionFields>({
        query: (permission) => ({ url: endpoints.addPermission, method: 'post', data: { permission } }),
        invalidatesTags: [permissions]
      }),
      updatePermission: build.mutation<PermissionResponse, PermissionUpdate>({
        query: (update) => ({ url: endpoints.updatePermission, method: 'post', data: update }),
        invalidatesTags: [permissions]
      }),
      deletePermission: build.mutation<DeleteResponse, number>({
        query: (id) => ({ url: endpoints.deletePermission, method: 'delete', params: { id } }),
        invalidatesTags: [permissions]
      }),
      getRoles: build.query<Listed<{ roles: Role[] }>, void>({
        query: () => ({ url: endpoints.roles }),
        transformResponse: keepRoles,
        providesTags: [roles]
      }),
      addRole: build.mutation<RoleResponse, RoleFields>({
        query: (role) => ({ url: endpoints.addRole, method: 'post', data: { role } }),
        invalidatesTags: [roles]
      }),
      updateRole: build.mutation<RoleResponse, RoleUpdate>({
        query: (role) => ({ url: endpoints.updateRole, method: 'post', data: { role } }),
        invalidatesTags: [roles, permissions]
      }),
      deleteRole: build.mutation<DeleteResponse, number>({
        query: (id) => ({ url: endpoints.deleteRole, method: 'delete', params: { id } }),
        invalidatesTags: [roles, permissions]
      }),
      getRoleUsers: build.query<Listed<UserListResponse>, UserListParams>({
        query: (params) => ({ url: endpoints.users, params }),
        transformResponse: keepMatching<UserListResponse, 'users'>('users', userRowSchema),
        providesTags: [users]
      })
    })
  })

export const {
  useGetPermissionsQuery,
  useAddPermissionMutation,
  useUpdatePermissionMutation,
  useDeletePermissionMutation,
  useGetRolesQuery,
  useAddRoleMutation,
  useUpdateRoleMutation,
  useDeleteRoleMutation,
  useGetRoleUsersQuery
} = rolesApi
