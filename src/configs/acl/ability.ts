import { createMongoAbility, type ForcedSubject, type MongoAbility } from '@casl/ability'
import type { AbilityAction, AbilityRule, UserData } from '@/utility/auth/contract'

import type { AbilitySubject } from './subjects'

export type { AbilitySubject }

export type AbilityTarget = AbilitySubject | ForcedSubject<AbilitySubject>

export type AppAbility = MongoAbility<[AbilityAction, AbilityTarget]>

/** With no stored user, only the public auth pages are readable. */
export const defaultAbilityRules: AbilityRule[] = [{ action: 'read', subject: 'Auth' }]

export function buildAbility(rules: readonly AbilityRule[]): AppAbility {
  // The server may name subjects this build does not know; CASL treats them as any other string.
  return createMongoAbility<AppAbility>(
    rules.map(({ action, subject, inverted, conditions, fields }) => ({
      action,
      subject: subject as AbilitySubject,
      inverted,
      conditions,
      fields
    }))
  )
}

export function abilityFor(userData: Pick<UserData, 'ability'> | null): AppAbility {
  return buildAbility(userData?.ability ?? defaultAbilityRules)
}
