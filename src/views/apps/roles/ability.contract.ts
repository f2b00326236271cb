import type { AbilityRule } from '@/utility/auth/contract'
import type { Grant, Module } from './contract'

/** The CASL subjects each module of the roles matrix covers. */
export const moduleSubjects: Record<Module, readonly string[]> = {
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

/** A role's grants as CASL rules: read reads, write updates and deletes, create creates; every role reads Auth. */
export function roleAbility(grants: readonly Grant[]): AbilityRule[] {
  const rules: AbilityRule[] = [{ action: 'read', subject: 'Auth' }]
  for (const { module, read, write, create } of grants) {
    for (const subject of moduleSubjects[module]) {
      if (read) rules.push({ action: 'read', subject })
      if (write) rules.push({ action: 'update', subject }, { action: 'delete', subject })
      if (create) rules.push({ action: 'create', subject })
    }
  }
  return rules
}
