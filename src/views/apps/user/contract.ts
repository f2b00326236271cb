/** The users app's contract with its backend (API.md "Users"): schemas, the types inferred from
 *  them, value lists and addresses. The screens and the mock both apply it. */
import { z } from 'zod'
import { zEmail, idSchema, limits, zRequiredText, zText, type SortDirection } from '@/utility/contract'

export type { SortDirection }

// ---- value lists ------------------------------------------------------------------------------

/** Role of a managed user (data only: it grants nothing in this template). */
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

/** Bootstrap theme colour of the initials avatar shown when `avatar` is empty. */
export const avatarColors = ['primary', 'success', 'danger', 'warning', 'info', 'secondary'] as const
export type AvatarColor = (typeof avatarColors)[number]

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

// ---- addresses ----------------------------------------------------------------------------------

/** The calls of API.md "Users". */
export const endpoints = {
  all: '/api/users/list/all-data',
  list: '/api/users/list/data',
  one: '/api/users/user',
  add: '/apps/users/add-user',
  update: '/apps/users/update-user',
  delete: '/apps/users/delete'
} as const

export { userPaths } from './routes.contract'

// ---- schemas ------------------------------------------------------------------------------------

/** A user managed by the users app (not the signed-in account, which lives in the auth mock). */
export const managedUserSchema = z.object({
  /** Unique, numeric; new users get the highest id + 1. */
  id: z.int(),
  /** Display name; never empty. */
  fullName: zRequiredText(),
  /** Handle without the "@"; never empty. */
  username: zRequiredText(),
  email: zEmail(),
  company: zText(),
  /** Country name in English; may be empty. */
  country: zText(),
  /** Phone number, free text; may be empty. */
  contact: zText(),
  role: z.enum(userRoles),
  currentPlan: z.enum(userPlans),
  status: z.enum(userStatuses),
  billing: z.enum(userBillings),
  /** Image path such as `/images/avatars/4.svg`, or `''`: show initials on `avatarColor`. */
  avatar: zText(limits.text),
  avatarColor: z.enum(avatarColors)
})
export type ManagedUser = z.infer<typeof managedUserSchema>

const fields = managedUserSchema.omit({ id: true })

/** Body of `add-user`: fullName, email and username required (stored trimmed); unknown keys are
 *  dropped. Defaults: texts `''`, role subscriber, plan basic, status pending, billing Auto Debit,
 *  avatarColor picked from the new id. A taken e-mail or username is refused (400). */
export const newUserSchema = fields.partial().required({ fullName: true, email: true, username: true })
export type NewUser = z.input<typeof newUserSchema>

/** Body of `update-user`: the id and the fields to replace. */
export const userUpdateSchema = fields.partial().extend({ id: idSchema })
export type UserUpdate = z.output<typeof userUpdateSchema>

/** Query of the one-user and delete calls. */
export const userIdParams = z.object({ id: idSchema })

/** Query of `GET /api/users/list/data`; lenient: what is not understood falls back. */
export interface UserListParams {
  /** Substring of email, fullName, billing. */
  q?: string
  page?: number | string
  perPage?: number | string
  role?: UserRole | ''
  currentPlan?: UserPlan | ''
  status?: UserStatus | ''
  sort?: SortDirection
  sortColumn?: UserSortColumn
}

// ---- answers ------------------------------------------------------------------------------------

export interface UserListResponse {
  /** How many users match the search and filters (all pages). */
  total: number
  users: ManagedUser[]
}
export type UserAllDataResponse = ManagedUser[]
export interface UserResponse {
  user: ManagedUser
}
export type DeleteUserResponse = Record<string, never>
