import { z } from 'zod/mini'
import { emptyAnswer, keptList, type Sent } from '@/utility/answer.contract'
import { zEmail, idSchema, zRequiredText, zText, zUrl } from '@/utility/contract'
import { choice, columnSort, paging, text, type ListValues } from '@/utility/list.contract'
import { avatarColors } from '@/utility/people.contract'
import { versioned, versionParams } from '@/utility/version.contract'
import { bulkBody, someField } from '@/@core/list/bulk/bulk.contract'

export type { SortDirection } from '@/utility/list.contract'

/** Data only: it grants nothing in this template. */
export const userRoles = ['admin', 'author', 'editor', 'maintainer', 'subscriber'] as const
export type UserRole = (typeof userRoles)[number]

export const userPlans = ['basic', 'team', 'company', 'enterprise'] as const
export type UserPlan = (typeof userPlans)[number]

export const userStatuses = ['active', 'pending', 'inactive'] as const
export type UserStatus = (typeof userStatuses)[number]

export const userBillings = [
  'Auto Debit',
  'Manual - Credit Card',
  'Manual - Paypal',
  'Manual - Cash'
] as const
export type UserBilling = (typeof userBillings)[number]

export { avatarColors, type AvatarColor } from '@/utility/people.contract'

export const userSortColumns = [
  'id',
  'fullName',
  'username',
  'email',
  'company',
  'country',
  'contact',
  'role',
  'currentPlan',
  'status',
  'billing',
  'avatarColor'
] as const
export type UserSortColumn = (typeof userSortColumns)[number]

export const endpoints = {
  all: '/api/users/list/all-data',
  list: '/api/users/list/data',
  one: '/api/users/user',
  add: '/apps/users/add-user',
  update: '/apps/users/update-user',
  delete: '/apps/users/delete',
  bulkDelete: '/apps/users/bulk-delete',
  bulkUpdate: '/apps/users/bulk-update'
} as const

export { userPaths } from './routes.contract'

/** Not the signed-in account, which lives in the auth mock. */
export const managedUserSchema = z.object({
  id: z.int(),
  fullName: zRequiredText(),
  username: zRequiredText(),
  email: zEmail(),
  company: zText(),
  country: zText(),
  contact: zText(),
  role: z.enum(userRoles),
  currentPlan: z.enum(userPlans),
  status: z.enum(userStatuses),
  billing: z.enum(userBillings),
  avatar: zUrl(),
  avatarColor: z.enum(avatarColors),
  ...versioned
})
export type ManagedUser = z.infer<typeof managedUserSchema>

const fields = z.omit(managedUserSchema, { id: true, version: true })

export const newUserSchema = z.required(z.partial(fields), { fullName: true, email: true, username: true })
export type NewUser = z.input<typeof newUserSchema>

export const userUpdateSchema = z.extend(z.partial(fields), { id: idSchema, ...versioned })
export type UserUpdate = z.output<typeof userUpdateSchema>

export const userIdParams = z.object({ id: idSchema })
export const deleteUserParams = z.extend(userIdParams, versionParams.shape)

/** What a bulk change may set on many users at once. */
export const userBulkChange = someField(
  z.partial(z.pick(fields, { role: true, currentPlan: true, status: true }))
)
export const userBulkUpdateBody = bulkBody(userBulkChange)
export type UserBulkUpdate = z.infer<typeof userBulkUpdateBody>

export const userListParams = {
  q: text(),
  ...paging(10),
  role: choice(userRoles, '', { exact: true }),
  currentPlan: choice(userPlans, '', { exact: true }),
  status: choice(userStatuses, '', { exact: true }),
  ...columnSort(userSortColumns, 'fullName', 'asc')
}
export type UserListParams = Partial<ListValues<typeof userListParams>>

export const userListAnswer = keptList(
  z.object({ total: z.int().check(z.minimum(0)), users: z.array(managedUserSchema) }),
  'users'
)
export type UserListResponse = Sent<typeof userListAnswer>
// Every user, for the counts: a store filled through the API may hold many.
export const allUsersResponseSchema = z.array(managedUserSchema).check(z.maxLength(100_000))
export type UserAllDataResponse = Sent<typeof allUsersResponseSchema>
export const userResponseSchema = z.object({ user: managedUserSchema })
export type UserResponse = z.infer<typeof userResponseSchema>
export const deleteUserAnswer = emptyAnswer
export type DeleteUserResponse = Sent<typeof deleteUserAnswer>
