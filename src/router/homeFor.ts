import type { UserData } from '@/utility/auth/types'

/** Where a signed-in user lands: admins on the dashboard, clients on the page they may read. */
export function homeFor(user: Pick<UserData, 'role'>): string {
  return user.role === 'admin' ? '/' : '/access-control'
}
