import type { AuthSession, UserData } from '@/utility/auth/contract'

export const demoUsers: Record<'admin' | 'client', UserData> = {
  admin: {
    id: 1,
    fullName: 'Astrid Lindqvist',
    username: 'astrid.admin',
    avatar: '',
    email: 'admin@demo.com',
    role: 'admin',
    ability: [{ action: 'manage', subject: 'all' }],
    extras: { eCommerceCartItemsCount: 3 }
  },
  client: {
    id: 2,
    fullName: 'Mikkel Haugen',
    username: 'mikkel.client',
    avatar: '',
    email: 'client@demo.com',
    role: 'client',
    ability: [
      { action: 'read', subject: 'ACL' },
      { action: 'read', subject: 'Auth' }
    ],
    extras: { eCommerceCartItemsCount: 3 }
  }
}

/** The mock checks tokens only with enforceAuth on, so these placeholders are enough for screens. */
export function sessionFor(role: 'admin' | 'client'): AuthSession {
  return {
    userData: demoUsers[role],
    accessToken: `test-access-${role}`,
    refreshToken: `test-refresh-${role}`
  }
}
