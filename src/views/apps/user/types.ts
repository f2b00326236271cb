// The users app's contract with its backend (the mock in @fake-db or a real server): see
// spec/API.md "Users". The screens own these shapes; the mock implements them (type imports only).

/** Role of a managed user (data only: it grants nothing in this template). */
export type UserRole = 'admin' | 'author' | 'editor' | 'maintainer' | 'subscriber'

/** Subscription plan. */
export type UserPlan = 'basic' | 'team' | 'company' | 'enterprise'

/** Account status. */
export type UserStatus = 'active' | 'inactive' | 'pending'

/** How the user pays. */
export type UserBilling = 'Auto Debit' | 'Manual - Credit Card' | 'Manual - Paypal' | 'Manual - Cash'

/** Bootstrap theme colour of the initials avatar shown when `avatar` is empty. */
export type AvatarColor = 'primary' | 'success' | 'danger' | 'warning' | 'info' | 'secondary'

/** Sort direction of the list call. */
export type SortDirection = 'asc' | 'desc'

/** A user managed by the users app (not the signed-in account, which lives in the auth mock). */
export interface ManagedUser {
  /** Unique, numeric; new users get the highest id + 1. */
  id: number
  /** Display name; required, never empty. */
  fullName: string
  /** Handle without the "@"; required, never empty. */
  username: string
  /** E-mail address; required, never empty. */
  email: string
  /** Company name; may be empty. */
  company: string
  /** Country name in English; may be empty. */
  country: string
  /** Phone number, free text; may be empty. */
  contact: string
  role: UserRole
  currentPlan: UserPlan
  status: UserStatus
  billing: UserBilling
  /** Image path such as `/images/avatars/4.svg`, or `''`: show initials on `avatarColor`. */
  avatar: string
  avatarColor: AvatarColor
}

/** Columns the list can be sorted by. */
export type UserSortColumn = Exclude<keyof ManagedUser, 'avatar'>

/** Query of `GET /api/users/list/data`. Every key is optional; strings from a URL are accepted. */
export interface UserListParams {
  /** Case-insensitive substring on email, fullName, billing. Trimmed; empty matches everything. */
  q?: string
  /** 1-based page, default 1; anything but a positive integer falls back to it. */
  page?: number | string
  /** Page size, default 10; anything but a positive integer falls back to it. */
  perPage?: number | string
  /** Exact role; empty or absent: every role. */
  role?: UserRole | ''
  /** Exact plan; empty or absent: every plan. */
  currentPlan?: UserPlan | ''
  /** Exact status; empty or absent: every status. */
  status?: UserStatus | ''
  /** Default `asc`. */
  sort?: SortDirection
  /** Default `fullName`; an unknown column falls back to it. */
  sortColumn?: UserSortColumn
}

/** Answer of `GET /api/users/list/data`. */
export interface UserListResponse {
  /** How many users match the search and filters (all pages). */
  total: number
  /** The requested page of matching users, sorted. */
  users: ManagedUser[]
}

/** Answer of `GET /api/users/list/all-data`: every user in stored order. */
export type UserAllDataResponse = ManagedUser[]

/** Query of `GET /api/users/user` and `DELETE /apps/users/delete`. */
export interface UserIdParams {
  id: number
}

/** Answer of `DELETE /apps/users/delete` (200): an empty object. */
export type DeleteUserResponse = Record<string, never>

/** Answer of `GET /api/users/user`, `POST /apps/users/add-user` and `POST /apps/users/update-user`. */
export interface UserResponse {
  user: ManagedUser
}

/**
 * Body of `POST /apps/users/add-user`: `fullName`, `email`, `username` are required, `id` is
 * assigned by the server, unknown keys are dropped, the three required texts are stored trimmed.
 * Defaults: company, country, contact and avatar `''`; role "subscriber",
 * plan "basic", status "pending", billing "Auto Debit"; avatarColor picked from the new id.
 */
export type NewUser = Partial<Omit<ManagedUser, 'id' | 'fullName' | 'email' | 'username'>> &
  Pick<ManagedUser, 'fullName' | 'email' | 'username'>

/** Answer of `POST /apps/users/add-user` (201). */
export type AddUserResponse = UserResponse

/** Body of `POST /apps/users/update-user`: the id and the fields to replace. */
export type UserUpdate = Partial<Omit<ManagedUser, 'id'>> & { id: number }

/** Answer of `POST /apps/users/update-user`: the merged user. */
export type UpdateUserResponse = UserResponse

/** Body of any failed call (4xx/5xx). */
export interface UserErrorResponse {
  error: string
}
