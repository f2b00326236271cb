import type { AbilityAction, AbilityRule, LoginRole, UserData } from './contract'

/** Storage can hold anything; zod would do the same but weighs on the entry chunk. */

const actions: readonly AbilityAction[] = ['manage', 'create', 'read', 'update', 'delete']
const roles: readonly LoginRole[] = ['admin', 'client']

type Fields = Record<string, unknown>

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isStringList = (value: unknown) =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')

export function isAbilityRule(value: unknown): value is AbilityRule {
  if (!isObject(value)) return false
  const { action, subject, inverted, conditions, fields } = value
  return (
    actions.includes(action as AbilityAction) &&
    typeof subject === 'string' &&
    (inverted === undefined || typeof inverted === 'boolean') &&
    (conditions === undefined || isObject(conditions)) &&
    (fields === undefined || typeof fields === 'string' || isStringList(fields))
  )
}

export function isUserData(value: unknown): value is UserData {
  if (!isObject(value)) return false
  const { id, fullName, username, avatar, email, role, ability, extras } = value
  return (
    typeof id === 'number' &&
    Number.isFinite(id) &&
    typeof fullName === 'string' &&
    typeof username === 'string' &&
    typeof avatar === 'string' &&
    typeof email === 'string' &&
    roles.includes(role as LoginRole) &&
    Array.isArray(ability) &&
    ability.every(isAbilityRule) &&
    isObject(extras) &&
    typeof extras.eCommerceCartItemsCount === 'number'
  )
}
