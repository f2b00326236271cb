/** The auth contract (API.md "Auth"): the client owns these shapes, the mock implements them. */

/** CASL actions the template uses; `manage` means every action. */
export type AbilityAction = 'manage' | 'create' | 'read' | 'update' | 'delete'

/** One CASL rule as the server sends it; `subject: 'all'` means every subject. */
export interface AbilityRule {
  action: AbilityAction
  subject: string
  /** A `cannot` rule: takes the permission away instead of granting it. */
  inverted?: boolean
  /** MongoDB-style query the subject must match for the rule to apply. */
  conditions?: Record<string, unknown>
  /** The fields the rule is limited to. */
  fields?: string | string[]
}

/** Roles of the sign-in users (not the managed users of the users app). */
export type LoginRole = 'admin' | 'client'

/** The signed-in user as the server returns it (never with a password). */
export interface UserData {
  id: number
  fullName: string
  username: string
  /** Image URL; '' when the user has none (the UI shows initials). */
  avatar: string
  email: string
  role: LoginRole
  ability: AbilityRule[]
  extras: {
    /** Entries in the demo cart when the user data was issued; the navbar refetches the live count. */
    eCommerceCartItemsCount: number
  }
}

export interface AuthTokens {
  accessToken: string
  refreshToken: string
}

/** Everything a signed-in session keeps in storage and in the store. */
export interface AuthSession extends AuthTokens {
  userData: UserData
}

export interface LoginRequest {
  email: string
  password: string
}

export type LoginResponse = AuthSession

export interface RegisterRequest {
  email: string
  username: string
  password: string
}

export interface RegisterResponse extends AuthTokens {
  user: UserData
}

export type RefreshResponse = AuthSession

/** `/jwt/logout` answers 200 with an empty object. */
export type LogoutResponse = Record<string, never>
