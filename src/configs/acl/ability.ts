import { createMongoAbility, type MongoAbility } from '@casl/ability'
import type { AbilityAction, AbilityRule, UserData } from '@/utility/auth/contract'

import type { AbilitySubject } from './subjects'

export type { AbilitySubject }

export type AppAbility = MongoAbility<[AbilityAction, AbilitySubject]>

/** SPEC section 6: with no stored user, only the public auth pages are readable. */
export const defaultAbilityRules: AbilityRule[] = [{ action: 'read', subject: 'Auth' }]

/** An ability from the rules the server sent. */
export function buildAbility(rules: readonly AbilityRule[]): AppAbility {
  return createMongoAbility<AppAbility>(rules.map((rule) => ({ action: rule.action, subject: rule.subject as AbilitySubject })))
}

/** The signed-in user's ability, or the default one when nobody is signed in. */
export function abilityFor(userData: Pick<UserData, 'ability'> | null): AppAbility {
  return buildAbility(userData?.ability ?? defaultAbilityRules)
}
