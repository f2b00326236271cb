/** The client owns these shapes, the mock implements them. */

/** Sign-up stops here, so no one can fill the server's memory with accounts. */
export const maxAccounts = 500

export type AbilityAction = 'manage' | 'create' | 'read' | 'update' | 'delete'

export interface AbilityRule {
  action: AbilityAction
  subject: string
  inverted?: boolean
  conditions?: Record<string, unknown>
  fields?: string | string[]
}

export type LoginRole = 'admin' | 'client'

export interface UserData {
  id: number
  fullName: string
  username: string
  avatar: string
  email: string
  role: LoginRole
  ability: AbilityRule[]
  extras: {
    /** The navbar refetches the live count. */
    eCommerceCartItemsCount: number
  }
}

export interface AuthTokens {
  accessToken: string
  refreshToken: string
}

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

export type LogoutResponse = Record<string, never>
