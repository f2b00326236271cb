import {
  accountAnswer,
  accountListAnswer,
  assignRoleBody,
  endpoints,
  type Role,
  type SignInAccount
} from '@/views/apps/roles/contract'
import { accountStore, callerOf } from '../../jwt/accounts'
import type { AuthUserRecord } from '../../jwt/data'
import type { Store } from '../../kit/store'
import { permissionsOn } from '../../permission'
import { get, post, type RouteDef } from '../../route'
import { fail, findById, ok, parse, problem } from '../../utils'

const may = permissionsOn('Roles')

const shown = ({ id, fullName, email, role, roleId }: AuthUserRecord): SignInAccount => ({
  id,
  fullName,
  email,
  role,
  roleId: roleId ?? null
})

/** The sign-in accounts and the role each holds: what decides what an account may do on every call. */
export function accountRoutes(roles: Store<Role[]>): RouteDef[] {
  return [
    get(endpoints.accounts, async () => ok({ accounts: (await accountStore.get()).map(shown) }), {
      permission: may.read,
      answer: accountListAnswer,
      extension: true
    }),
    post(
      endpoints.assignRole,
      async (req) => {
        const { accountId, roleId } = parse(assignRoleBody, req.body)
        const account = findById(await accountStore.get(), accountId, 'account')
        if (roleId !== null) findById(await roles.get(), roleId, 'role')
        const caller = await callerOf(req.headers)
        // Nobody locks themselves out, or raises their own access.
        if (caller !== null && caller !== 'invalid' && caller.user.id === accountId)
          return fail(403, problem('forbidden', 'An account cannot change its own role'))
        if (roleId === null) delete account.roleId
        else account.roleId = roleId
        return ok({ account: shown(account) })
      },
      { permission: may.update, answer: accountAnswer, extension: true, body: assignRoleBody }
    )
  ]
}
