import { createMongoAbility, type ForcedSubject, type MongoAbility } from '@casl/ability'
import type { AbilityAction, AbilityRule, UserData } from '@/utility/auth/contract'

/** Subjects are CASL's `all` or a PascalCase resource name from the navigation and routes; a record
 *  tagged with `subject('Invoice', row)` is checked against the rules' conditions. */
export type AbilitySubject = string | ForcedSubject<string>

export type AppAbility = MongoAbility<[AbilityAction, AbilitySubject]>

/** SPEC section 6: with no stored user, only the public auth pages are readable. */
export const defaultAbilityRules: AbilityRule[] = [{ action: 'read', subject: 'Auth' }]

/** An ability from the rules the server sent, `cannot` rules (`inverted`) and conditions kept. */
export function buildAbility(rules: readonly AbilityRule[]): AppAbility {
  return createMongoAbility<AppAbility>(
    rules.map(({ action, subject, inverted, conditions, fields }) => ({ action, subject, inverted, conditions, fields }))
  )
}

/** The signed-in user's ability, or the default one when nobody is signed in. */
export function abilityFor(userData: Pick<UserData, 'ability'> | null): AppAbility {
  return buildAbility(userData?.ability ?? defaultAbilityRules)
}
