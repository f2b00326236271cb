import type { UserData } from '@/utility/auth/contract'

export interface AuthUserRecord extends Omit<UserData, 'extras'> {
  password: string
  /** A disabled account signs in no more, and the tokens it holds stop working. */
  disabled?: boolean
  /** The id of a role made in the roles app: the account may do what that role's stored permissions allow. */
  roleId?: number
  /** Stamped by the store like every record's; the sign-in answer leaves it out. */
  version?: number
}

export const users: AuthUserRecord[] = [
  {
    id: 1,
    fullName: 'Astrid Lindqvist',
    username: 'astrid.admin',
    password: 'admin',
    avatar: '',
    email: 'admin@demo.com',
    role: 'admin',
    ability: [{ action: 'manage', subject: 'all' }]
  },
  {
    id: 2,
    fullName: 'Mikkel Haugen',
    username: 'mikkel.client',
    password: 'client',
    avatar: '',
    email: 'client@demo.com',
    role: 'client',
    ability: [
      { action: 'read', subject: 'ACL' },
      { action: 'read', subject: 'Auth' }
    ]
  }
]
