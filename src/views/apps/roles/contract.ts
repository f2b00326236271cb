import { z } from 'zod/mini'
import { versionParams, versioned } from '@/utility/version.contract'
import { emptyAnswer, keptArray, keptList, paramsAnswer, type Sent } from '@/utility/answer.contract'
import { idSchema, limits, zRequiredText, zText, zUrl, zValues } from '@/utility/contract'
import { choice, columnSort, paging, text, type ListValues } from '@/utility/list.contract'
import { avatarColors } from '@/utility/people.contract'
import { maxAccounts } from '@/utility/auth/contract'
import { bulkBody, someField } from '@/@core/list/bulk/bulk.contract'

export const endpoints = {
  permissions: '/apps/permissions/data',
  addPermission: '/apps/permissions/add-permission',
  updatePermission: '/apps/permissions/update-permission',
  deletePermission: '/apps/permissions/delete',
  bulkDeletePermissions: '/apps/permissions/bulk-delete',
  bulkUpdatePermissions: '/apps/permissions/bulk-update',
  roles: '/apps/roles/data',
  addRole: '/apps/roles/add-role',
  updateRole: '/apps/roles/update-role',
  deleteRole: '/apps/roles/delete',
  accounts: '/apps/roles/accounts',
  assignRole: '/apps/roles/assign-role',
  users: '/api/users/list/data',
  // The users app's bulk calls: the roles screen's list of users acts through them.
  usersBulkDelete: '/apps/users/bulk-delete',
  usersBulkUpdate: '/apps/users/bulk-update'
} as const

/** The roles seeded for permission assignment; more can be added. */
export const seededRoles = ['administrator', 'manager', 'user', 'support', 'restricted-user'] as const

export const modules = [
  'userManagement',
  'contentManagement',
  'disputesManagement',
  'databaseManagement',
  'financialManagement',
  'reporting',
  'apiControl',
  'repositoryManagement',
  'payroll'
] as const
export type Module = (typeof modules)[number]

export const accesses = ['read', 'write', 'create'] as const

export const grantSchema = z.object({
  module: z.enum(modules),
  read: z.boolean(),
  write: z.boolean(),
  create: z.boolean()
})
export type Grant = z.infer<typeof grantSchema>

const distinctModules = (grants: readonly Grant[]) =>
  new Set(grants.map((grant) => grant.module)).size === grants.length
const grantsSchema = z
  .array(grantSchema)
  .check(z.maxLength(modules.length), z.refine(distinctModules, 'unique'))

/** Every module once, in the list's order; a module not given grants nothing. */
export function fullMatrix(grants: readonly Grant[] = []): Grant[] {
  return modules.map(
    (module) =>
      grants.find((grant) => grant.module === module) ?? { module, read: false, write: false, create: false }
  )
}

const memberSchema = z.object({ name: zRequiredText(), avatar: zUrl(), color: z.enum(avatarColors) })

export const roleSchema = z.object({
  id: z.int(),
  name: zRequiredText(),
  permissions: grantsSchema,
  userCount: z.int().check(z.minimum(0)),
  avatars: z.array(memberSchema).check(z.maxLength(limits.items)),
  ...versioned
})
export type Role = z.infer<typeof roleSchema>

export const roleFieldsSchema = z.object({ name: zRequiredText(), permissions: grantsSchema })
export type RoleFields = z.input<typeof roleFieldsSchema>

export const addRoleBody = z.object({ role: roleFieldsSchema })
const roleUpdateSchema = z.extend(z.partial(roleFieldsSchema), { id: idSchema, ...versioned })
export const updateRoleBody = z.object({ role: roleUpdateSchema })
export type RoleUpdate = z.input<typeof updateRoleBody>['role']

export const idParams = z.object({ id: idSchema, ...versionParams.shape })

export const permissionSchema = z.object({
  id: z.int(),
  name: zRequiredText(),
  assignedTo: zValues(zRequiredText(), limits.items),
  createdDate: zText(),
  isCore: z.optional(z.boolean()),
  ...versioned
})
export type Permission = z.infer<typeof permissionSchema>

export const permissionFieldsSchema = z.object({ name: zRequiredText(), isCore: z.optional(z.boolean()) })
export type PermissionFields = z.input<typeof permissionFieldsSchema>

export const addPermissionBody = z.object({ permission: permissionFieldsSchema })
export const updatePermissionBody = z.object({ id: idSchema, name: zRequiredText(), ...versioned })
export type PermissionUpdate = z.input<typeof updatePermissionBody>

/** A role given to (`assigned`) or taken from every selected permission. */
export const permissionBulkChange = z.strictObject({ role: zRequiredText(), assigned: z.boolean() })
export const permissionBulkUpdateBody = bulkBody(permissionBulkChange)
export type PermissionBulkUpdate = z.infer<typeof permissionBulkUpdateBody>

export const permissionSortColumns = ['position', 'name', 'createdDate'] as const

export const permissionListParams = {
  q: text(),
  ...paging(10),
  assignedTo: text(),
  ...columnSort(permissionSortColumns, 'position', 'asc')
}
export type PermissionListParams = Partial<ListValues<typeof permissionListParams>>

export const permissionListAnswer = keptList(
  z.object({
    params: paramsAnswer(permissionListParams),
    allData: z.array(permissionSchema),
    total: z.int().check(z.minimum(0)),
    permissions: z.array(permissionSchema)
  }),
  'permissions'
)
export type PermissionListResponse = Sent<typeof permissionListAnswer>
export const permissionAnswer = z.object({ permission: permissionSchema })
export type PermissionResponse = Sent<typeof permissionAnswer>
export const roleListAnswer = keptArray(roleSchema, 'roles')
export type RoleListResponse = Sent<typeof roleListAnswer>
export const roleAnswer = z.object({ role: roleSchema })
export type RoleResponse = Sent<typeof roleAnswer>
export const deleteAnswer = emptyAnswer
export type DeleteResponse = Sent<typeof deleteAnswer>

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** Written like `14 Apr 2021, 8:43 PM`, in local time. */
export function createdDateText(date: Date): string {
  const hours = date.getHours()
  const minutes = String(date.getMinutes()).padStart(2, '0')
  const clock = `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`
  return `${date.getDate()} ${months[date.getMonth()]} ${date.getFullYear()}, ${clock}`
}

const createdPattern = /^(\d{1,2}) ([A-Z][a-z]{2}) (\d{4}), (\d{1,2}):(\d{2}) (AM|PM)$/

/** The instant a created date names, to sort by it; an unreadable one sorts first. */
export function createdDateValue(text: string): number {
  const match = createdPattern.exec(text)
  if (!match) return 0
  const [, day, month, year, hour, minute, half] = match
  const hours = (Number(hour) % 12) + (half === 'PM' ? 12 : 0)
  return new Date(Number(year), months.indexOf(month!), Number(day), hours, Number(minute)).getTime()
}

/** The same name, whatever its case and surrounding spaces. */
export const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

// The users app's values, which this area may not import.
export const roleUserRoles = ['admin', 'author', 'editor', 'maintainer', 'subscriber'] as const
export const userPlans = ['basic', 'team', 'company', 'enterprise'] as const
const userStatuses = ['active', 'pending', 'inactive'] as const

/** The users app's rows, as much of them as the roles screen shows. */
export const userRowSchema = z.object({
  id: z.int(),
  fullName: zRequiredText(),
  email: zRequiredText(),
  role: z.enum(roleUserRoles),
  currentPlan: z.enum(userPlans),
  status: z.enum(userStatuses),
  avatar: zUrl(),
  avatarColor: z.enum(avatarColors)
})
export type UserRow = z.infer<typeof userRowSchema>

/** What the roles screen changes on many users at once: their role or their plan (the users app's bulk call). */
export const roleUserBulkUpdateBody = bulkBody(
  someField(z.object({ role: z.optional(z.enum(roleUserRoles)), currentPlan: z.optional(z.enum(userPlans)) }))
)
export type RoleUserBulkUpdate = z.infer<typeof roleUserBulkUpdateBody>

export const userListParams = {
  q: text(),
  ...paging(10),
  role: choice(roleUserRoles, '', { exact: true }),
  ...columnSort(['fullName', 'email', 'role', 'currentPlan', 'status'] as const, 'fullName', 'asc')
}
export type UserListParams = Partial<ListValues<typeof userListParams>>
export const roleUserListAnswer = keptList(
  z.object({ total: z.int().check(z.minimum(0)), users: z.array(userRowSchema) }),
  'users'
)
export type UserListResponse = Sent<typeof roleUserListAnswer>

/** A sign-in account and the role of this app it holds; with none (`null`) its own seeded access applies. */
export const signInAccountSchema = z.object({
  id: z.int(),
  fullName: zText(),
  email: zText(),
  role: zText(),
  roleId: z.nullable(z.int())
})
export type SignInAccount = z.infer<typeof signInAccountSchema>

export const accountListAnswer = z.object({
  accounts: z.array(signInAccountSchema).check(z.maxLength(maxAccounts))
})
export const accountAnswer = z.object({ account: signInAccountSchema })

export const assignRoleBody = z.object({ accountId: idSchema, roleId: z.nullable(idSchema) })
export type RoleAssignment = z.input<typeof assignRoleBody>
