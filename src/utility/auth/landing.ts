import { sameOriginPath } from '@/utility/safeLink'
import type { UserData } from './contract'

export function homeFor(user: Pick<UserData, 'role'>): string {
  return user.role === 'admin' ? '/' : '/access-control'
}

/** Control characters are refused: they once crashed the page after sign-in. */
export function safeReturnTo(value: string | null, origin?: string): string | null {
  return sameOriginPath(value, origin)
}

export function landingFor(user: Pick<UserData, 'role'>, returnTo: string | null): string {
  return safeReturnTo(returnTo) ?? homeFor(user)
}
