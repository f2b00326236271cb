import { createMongoAbility } from '@casl/ability'
import type { AbilityAction, AbilityRule } from '@/utility/auth/contract'

/** What a call needs: a CASL action on a subject, any signed-in caller (the shell's own calls), or nothing. */
export type Permission = { action: AbilityAction; subject: string } | 'signedIn' | 'public'

/** One area's four permissions on its CASL subject, for its routes' `permission` option. */
export function permissionsOn(subject: string): Record<'read' | 'create' | 'update' | 'delete', Permission> {
  return {
    read: { action: 'read', subject },
    create: { action: 'create', subject },
    update: { action: 'update', subject },
    delete: { action: 'delete', subject }
  }
}

/** Read with CASL from the same rules the interface hides and shows by (the account's `ability`). */
export function rulesAllow(rules: readonly AbilityRule[], permission: Permission): boolean {
  if (typeof permission === 'string') return true
  return createMongoAbility(rules.map((rule) => ({ ...rule }))).can(permission.action, permission.subject)
}

/** The words a 403 and the API docs use for a permission. */
export function permissionText(permission: Permission): string {
  if (permission === 'public') return 'none (no token needed)'
  if (permission === 'signedIn') return 'any signed-in user'
  return `${permission.action} ${permission.subject}`
}
