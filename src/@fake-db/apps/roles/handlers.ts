import {
  addPermissionBody,
  addRoleBody,
  createdDateText,
  createdDateValue,
  endpoints,
  fullMatrix,
  idParams,
  permissionBulkUpdateBody,
  permissionListParams,
  sameName,
  updatePermissionBody,
  updateRoleBody,
  type Permission,
  type Role,
  permissionListAnswer,
  permissionAnswer,
  deleteAnswer,
  roleListAnswer,
  roleAnswer
} from '@/views/apps/roles/contract'
import { readListParams } from '@/utility/list.contract'
import { bulkAnswer, bulkDeleteBody } from '@/@core/list/bulk/bulk.contract'
import { eachRow, pickRows } from '../../kit/bulk'
import { del, get, post, type RouteDef } from '../../route'
import {
  badRequest,
  created,
  createStore,
  fail,
  findById,
  listQuery,
  merge,
  nextId,
  ok,
  parse,
  problem,
  refuse,
  removeById,
  updateById,
  type ListSpec
} from '../../utils'
import { permissionsOn } from '../../permission'
import { accountRoutes } from './accounts'

const may = permissionsOn('Roles')

const permissionStore = createStore('permissions', () => import('./data').then((m) => m.createPermissions()))
const roleStore = createStore('roles', () => import('./data').then((m) => m.createRoles()))

function permissionList(rows: readonly Permission[]): ListSpec<Permission, typeof permissionListParams> {
  const position = new Map(rows.map((row, index) => [row.id, index]))
  return {
    params: permissionListParams,
    searched: (row) => [row.name, row.createdDate],
    where: (row, { assignedTo }) => assignedTo === '' || row.assignedTo.includes(assignedTo),
    comparators: {
      position: (a, b) => position.get(a.id)! - position.get(b.id)!,
      name: (a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
      createdDate: (a, b) => createdDateValue(a.createdDate) - createdDateValue(b.createdDate)
    }
  }
}

/** Names compare without regard to case, so `Admin` and `admin` cannot both exist. */
function refuseTakenName(rows: readonly { id: number; name: string }[], name: string, ownId?: number) {
  if (rows.some((row) => row.id !== ownId && sameName(row.name, name)))
    refuse(fail(400, { error: { name: 'This name is already in use.' }, code: { name: 'taken' } }))
}

/** A role's name follows it into every permission it is assigned to. */
async function renameAssignments(from: string, to: string | null) {
  for (const permission of await permissionStore.get()) {
    if (!permission.assignedTo.includes(from)) continue
    const kept = permission.assignedTo.filter((name) => name !== from)
    permission.assignedTo =
      to === null ? kept : permission.assignedTo.map((name) => (name === from ? to : name))
  }
}

/** This area's calls, named in src/@fake-db/allHandlers.ts (the app's mock finds the folder itself). */
export const handlers: RouteDef[] = [
  get(
    endpoints.permissions,
    async (req) => {
      const rows = await permissionStore.get()
      const { values: params } = readListParams(permissionListParams, req.params)
      const { total, rows: permissions } = listQuery(rows, req.params, permissionList(rows))
      return ok({ params, allData: rows, total, permissions })
    },
    { permission: may.read, answer: permissionListAnswer, query: permissionListParams }
  ),
  post(
    endpoints.addPermission,
    async (req) => {
      const { permission: fields } = parse(addPermissionBody, req.body)
      const rows = await permissionStore.get()
      refuseTakenName(rows, fields.name)
      const permission: Permission = {
        id: nextId(rows),
        name: fields.name,
        assignedTo: ['administrator'],
        createdDate: createdDateText(new Date()),
        ...(fields.isCore !== undefined && { isCore: fields.isCore })
      }
      rows.unshift(permission)
      return created({ permission })
    },
    { permission: may.create, answer: permissionAnswer, created: true, body: addPermissionBody }
  ),
  post(
    endpoints.updatePermission,
    async (req) => {
      const { id, name } = parse(updatePermissionBody, req.body)
      const rows = await permissionStore.get()
      findById(rows, id, 'permission')
      refuseTakenName(rows, name, id)
      return created({ permission: updateById(rows, id, 'permission', (row) => ({ ...row, name })) })
    },
    { permission: may.update, answer: permissionAnswer, created: true, body: updatePermissionBody }
  ),
  del(
    endpoints.deletePermission,
    async (req) => {
      const { id } = parse(idParams, req.params)
      removeById(await permissionStore.get(), id, 'permission')
      return ok({})
    },
    { permission: may.delete, answer: deleteAnswer, query: idParams }
  ),
  post(
    endpoints.bulkDeletePermissions,
    async (req) => {
      const { selection } = parse(bulkDeleteBody, req.body)
      const rows = await permissionStore.get()
      const picked = pickRows(rows, selection, permissionList(rows))
      return ok(eachRow(picked, 'permission', (row) => removeById(rows, row.id, 'permission')))
    },
    { permission: may.delete, answer: bulkAnswer, extension: true, undoable: true, body: bulkDeleteBody }
  ),
  post(
    endpoints.bulkUpdatePermissions,
    async (req) => {
      const { selection, change } = parse(permissionBulkUpdateBody, req.body)
      const role = (await roleStore.get()).find((row) => sameName(row.name, change.role))
      if (!role) return badRequest(problem('oneOf', 'No role has this name', 'change.role'))
      const rows = await permissionStore.get()
      const picked = pickRows(rows, selection, permissionList(rows))
      const assigned = (names: readonly string[]) =>
        change.assigned
          ? [...names, ...(names.includes(role.name) ? [] : [role.name])]
          : names.filter((name) => name !== role.name)
      return ok(
        eachRow(picked, 'permission', (row) =>
          updateById(rows, row.id, 'permission', (permission) => ({
            ...permission,
            assignedTo: assigned(permission.assignedTo)
          }))
        )
      )
    },
    {
      permission: may.update,
      answer: bulkAnswer,
      extension: true,
      undoable: true,
      body: permissionBulkUpdateBody
    }
  ),
  get(endpoints.roles, async () => ok(await roleStore.get()), {
    permission: may.read,
    answer: roleListAnswer,
    extension: true
  }),
  post(
    endpoints.addRole,
    async (req) => {
      const { role: fields } = parse(addRoleBody, req.body)
      const roles = await roleStore.get()
      refuseTakenName(roles, fields.name)
      const role: Role = {
        id: nextId(roles),
        name: fields.name,
        permissions: fullMatrix(fields.permissions),
        userCount: 0,
        avatars: []
      }
      roles.push(role)
      return created({ role })
    },
    { permission: may.create, answer: roleAnswer, created: true, extension: true, body: addRoleBody }
  ),
  post(
    endpoints.updateRole,
    async (req) => {
      const { id, name, permissions } = parse(updateRoleBody, req.body).role
      const roles = await roleStore.get()
      const before = findById(roles, id, 'role').name
      if (name !== undefined) refuseTakenName(roles, name, id)
      const change = { name, permissions: permissions && fullMatrix(permissions) }
      const role = updateById(roles, id, 'role', (row) => merge(row, change))
      if (role.name !== before) await renameAssignments(before, role.name)
      return ok({ role })
    },
    { permission: may.update, answer: roleAnswer, extension: true, body: updateRoleBody }
  ),
  del(
    endpoints.deleteRole,
    async (req) => {
      const { id } = parse(idParams, req.params)
      const role = removeById(await roleStore.get(), id, 'role')
      await renameAssignments(role.name, null)
      return ok({})
    },
    { permission: may.delete, answer: deleteAnswer, extension: true, query: idParams }
  ),
  ...accountRoutes(roleStore)
]
