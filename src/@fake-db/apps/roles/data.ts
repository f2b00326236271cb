import {
  fullMatrix,
  modules,
  type Grant,
  type Module,
  type Permission,
  type Role
} from '@/views/apps/roles/contract'
import { demoTeam } from '@/utility/people.contract'

const grant = (module: Module, access: string): Grant => ({
  module,
  read: access.includes('r'),
  write: access.includes('w'),
  create: access.includes('c')
})

/** One access string per module, in the modules' order: `r` read, `w` write, `c` create. */
const matrix = (...access: string[]) => fullMatrix(modules.map((module, i) => grant(module, access[i] ?? '')))

const members = (...indexes: number[]) =>
  indexes.map((i) => {
    const { name, avatar, color } = demoTeam[i]!
    return { name, avatar, color }
  })

export function createRoles(): Role[] {
  return [
    {
      id: 1,
      name: 'administrator',
      permissions: matrix('rwc', 'rwc', 'rwc', 'rwc', 'rwc', 'rwc', 'rwc', 'rwc', 'rwc'),
      userCount: 4,
      avatars: members(0, 1, 2, 3)
    },
    {
      id: 2,
      name: 'manager',
      permissions: matrix('rwc', 'rw', 'rw', 'r', 'rwc', 'rwc', 'r', 'r', 'rw'),
      userCount: 7,
      avatars: members(4, 5, 6, 7, 8)
    },
    {
      id: 3,
      name: 'user',
      permissions: matrix('r', 'rwc', 'r', '', '', 'r', '', 'rw', ''),
      userCount: 5,
      avatars: members(9, 10, 11)
    },
    {
      id: 4,
      name: 'support',
      permissions: matrix('r', 'r', 'rwc', '', '', 'rw', 'r', '', ''),
      userCount: 6,
      avatars: members(12, 0, 5, 9)
    },
    {
      id: 5,
      name: 'restricted-user',
      permissions: matrix('r', 'r', '', '', '', 'r'),
      userCount: 10,
      avatars: members(2, 6, 10, 11, 3, 8)
    }
  ]
}

const permission = (id: number, name: string, assignedTo: string[], createdDate: string): Permission => ({
  id,
  name,
  assignedTo,
  createdDate
})

export function createPermissions(): Permission[] {
  return [
    permission(1, 'Management', ['administrator'], '3 Feb 2025, 9:15 AM'),
    permission(2, 'Manage Billing & Roles', ['administrator'], '18 Mar 2025, 4:05 PM'),
    permission(3, 'Add & Remove Users', ['administrator', 'manager'], '7 Apr 2025, 11:32 AM'),
    permission(4, 'Project Planning', ['administrator', 'user', 'support'], '29 Apr 2025, 2:48 PM'),
    permission(5, 'Manage Email Sequences', ['administrator', 'user'], '12 Jun 2025, 10:20 AM'),
    permission(6, 'Client Communication', ['administrator', 'manager', 'support'], '1 Aug 2025, 6:57 PM'),
    permission(7, 'Only View', ['administrator', 'restricted-user'], '23 Sep 2025, 8:40 AM'),
    permission(8, 'Financial Management', ['administrator', 'manager'], '14 Oct 2025, 1:12 PM'),
    permission(9, "Manage Others' Tasks", ['administrator', 'support'], '5 Nov 2025, 7:26 PM')
  ]
}
