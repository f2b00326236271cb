import type { UserData } from './contract'

/** Where a signed-in user lands: admins on the dashboard, clients on the page they may read. */
export function homeFor(user: Pick<UserData, 'role'>): string {
  return user.role === 'admin' ? '/' : '/access-control'
}

/** A returnTo target is followed only inside this app: a path, never a protocol-relative URL. */
export function safeReturnTo(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null
  return value
}

/** After signing in: back where the guard found the visitor, else the role's home. */
export function landingFor(user: Pick<UserData, 'role'>, returnTo: string | null): string {
  return safeReturnTo(returnTo) ?? homeFor(user)
}
