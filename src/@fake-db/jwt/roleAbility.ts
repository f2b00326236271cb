import { z } from 'zod/mini'
import type { AbilityRule } from '@/utility/auth/contract'
import { storeNamed } from '../kit/store'
import type { AuthUserRecord } from './data'

/** The CASL subjects each module of the roles app's matrix covers (its `modules`, which a test keeps equal). */
export const moduleSubjects: Record<string, readonly string[]> = {
  userManagement: ['User', 'Roles'],
  contentManagement: ['Blog', 'Help', 'Profile'],
  disputesManagement: ['Email', 'Chat'],
  databaseManagement: ['Calendar', 'Kanban', 'Todo', 'Tables'],
  financialManagement: ['Invoice', 'Ecommerce'],
  reporting: ['Dashboard', 'Cards', 'Charts'],
  apiControl: ['ApiKey'],
  repositoryManagement: ['UiComponent', 'UiElement', 'FormElement', 'FormPages', 'Extension'],
  payroll: ['AccountSettings']
}

const grantSchema = z.object({
  module: z.string(),
  read: z.boolean(),
  write: z.boolean(),
  create: z.boolean()
})
type Grant = z.infer<typeof grantSchema>
// A starter without the roles app has no such store; a record of another shape grants nothing.
const storedRoles = z.array(z.object({ id: z.number(), permissions: z.array(grantSchema) }))

/** A role's grants as CASL rules: read reads, write updates and deletes, create creates; every role reads Auth. */
export function roleAbility(grants: readonly Grant[]): AbilityRule[] {
  const rules: AbilityRule[] = [{ action: 'read', subject: 'Auth' }]
  for (const { module, read, write, create } of grants) {
    for (const subject of moduleSubjects[module] ?? []) {
      if (read) rules.push({ action: 'read', subject })
      if (write) rules.push({ action: 'update', subject }, { action: 'delete', subject })
      if (create) rules.push({ action: 'create', subject })
    }
  }
  return rules
}

/**
 * What an account may do now: an account holding a role of the roles app gets that role's stored permissions, read
 * on every call, so editing the role changes what the server allows; a deleted role leaves only `read Auth`.
 */
export async function abilityOf(account: AuthUserRecord): Promise<AbilityRule[]> {
  if (account.roleId === undefined) return account.ability
  const roles = storedRoles.safeParse(await storeNamed('roles')?.get())
  const role = roles.success ? roles.data.find(({ id }) => id === account.roleId) : undefined
  return role ? roleAbility(role.permissions) : roleAbility([])
}
