import { createMongoAbility, type ForcedSubject, type MongoAbility } from '@casl/ability'
import type { AbilityAction, AbilityRule, UserData } from '@/utility/auth/contract'

import type { AbilitySubject } from './subjects'

export type { AbilitySubject }

/** What a check names: a subject, or a record tagged with `subject('Invoice', row)`, checked
 *  against the rules' conditions. */
export type AbilityTarget = AbilitySubject | ForcedSubject<AbilitySubject>

export type AppAbility = MongoAbility<[AbilityAction, AbilityTarget]>

/** SPEC section 6: with no stored user, only the public auth pages are readable. */
export const defaultAbilityRules: AbilityRule[] = [{ action: 'read', subject: 'Auth' }]

/** An ability from the rules the server sent, `cannot` rules (`inverted`) and conditions kept. */
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

/** The signed-in user's ability, or the default one when nobody is signed in. */
export function abilityFor(userData: Pick<UserData, 'ability'> | null): AppAbility {
  return buildAbility(userData?.ability ?? defaultAbilityRules)
}
