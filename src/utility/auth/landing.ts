import { sameOriginPath } from '@/utility/safeLink'
import type { UserData } from './contract'

/** Where a signed-in user lands: admins on the dashboard, clients on the page they may read. */
export function homeFor(user: Pick<UserData, 'role'>): string {
  return user.role === 'admin' ? '/' : '/access-control'
}

/** A returnTo target is resolved against the page's origin and followed only when it stays on it;
 *  control characters are refused (they once crashed the page after sign-in). */
export function safeReturnTo(value: string | null, origin?: string): string | null {
  return sameOriginPath(value, origin)
}

/** After signing in: back where the guard found the visitor, else the role's home. */
export function landingFor(user: Pick<UserData, 'role'>, returnTo: string | null): string {
  return safeReturnTo(returnTo) ?? homeFor(user)
}
