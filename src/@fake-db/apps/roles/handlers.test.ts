import { describe, expect, it } from 'vitest'
import { call, expectRefused, freshMockPerTest } from '@tests/mockApi'
import {
  createdDateText,
  modules,
  type Permission,
  type PermissionListResponse,
  type PermissionResponse,
  type Role,
  type RoleResponse
} from '@/views/apps/roles/contract'

const list = async (params: Record<string, unknown> = {}) =>
  (await call<PermissionListResponse>('get', '/apps/permissions/data', { params })).body
const everyPermission = async () => (await list({ perPage: 100 })).allData
const roles = async () => (await call<Role[]>('get', '/apps/roles/data')).body
const snapshot = async () => ({ permissions: await everyPermission(), roles: await roles() })
const names = (rows: { name: string }[]) => rows.map((row) => row.name)
const addPermission = (permission: unknown) =>
  call<PermissionResponse>('post', '/apps/permissions/add-permission', { data: { permission } })
const addRole = (role: unknown) => call<RoleResponse>('post', '/apps/roles/add-role', { data: { role } })
const updateRole = (role: unknown) =>
  call<RoleResponse>('post', '/apps/roles/update-role', { data: { role } })
const grants = (module: string, read = true) => ({ module, read, write: false, create: false })

freshMockPerTest()

describe('GET /apps/permissions/data', () => {
  it('gives the nine seeded permissions with their roles and created dates', async () => {
    const { status, body } = await call<PermissionListResponse>('get', '/apps/permissions/data')
    expect(status).toBe(200)
    expect(body.total).toBe(9)
    expect(names(body.permissions)).toEqual([
      'Management',
      'Manage Billing & Roles',
      'Add & Remove Users',
      'Project Planning',
      'Manage Email Sequences',
      'Client Communication',
      'Only View',
      'Financial Management',
      "Manage Others' Tasks"
    ])
    expect(body.allData).toEqual(body.permissions)
    expect(body.params).toEqual({
      q: '',
      page: 1,
      perPage: 10,
      assignedTo: '',
      sort: 'asc',
      sortColumn: 'position'
    })
    const roleNames = ['administrator', 'manager', 'user', 'support', 'restricted-user']
    for (const permission of body.permissions) {
      expect(permission.createdDate).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [AP]M$/)
      expect(permission.assignedTo.length).toBeGreaterThan(0)
      for (const role of permission.assignedTo) expect(roleNames).toContain(role)
    }
    expect(new Set(body.permissions.flatMap((p) => p.assignedTo))).toEqual(new Set(roleNames))
  })

  it('searches the name or the created date, trimmed and case-insensitive; total = filtered count', async () => {
    const byName = await list({ q: '  MANAGE ' })
    expect(names(byName.permissions)).toEqual([
      'Management',
      'Manage Billing & Roles',
      'Manage Email Sequences',
      'Financial Management',
      "Manage Others' Tasks"
    ])
    expect(byName.total).toBe(5)
    expect(byName.allData).toHaveLength(9)
    expect(names((await list({ q: 'sep 2025' })).permissions)).toEqual(['Only View'])
    expect(names((await list({ q: '7:26 pm' })).permissions)).toEqual(["Manage Others' Tasks"])
    expect((await list({ q: 'nothing like this' })).total).toBe(0)
  })

  it('keeps the rows assigned to a role, combined with the search and paging', async () => {
    const support = await list({ assignedTo: 'support' })
    expect(names(support.permissions)).toEqual([
      'Project Planning',
      'Client Communication',
      "Manage Others' Tasks"
    ])
    expect(support.total).toBe(3)
    expect((await list({ assignedTo: 'administrator' })).total).toBe(9)
    expect(names((await list({ assignedTo: 'manager', q: 'management' })).permissions)).toEqual([
      'Financial Management'
    ])
    expect((await list({ assignedTo: 'nobody' })).total).toBe(0)
    const paged = await list({ assignedTo: 'administrator', perPage: 4, page: 3 })
    expect(paged).toMatchObject({ total: 9, permissions: [{ name: "Manage Others' Tasks" }] })
    expect((await list({ page: 9 })).permissions).toEqual([])
  })

  it('pages with fallbacks and sorts by name or created date', async () => {
    expect((await list({ perPage: 'x', page: '-2' })).permissions).toHaveLength(9)
    expect((await list({ perPage: 5, page: 2 })).permissions).toHaveLength(4)
    expect(names((await list({ sortColumn: 'name' })).permissions)[0]).toBe('Add & Remove Users')
    const newest = await list({ sortColumn: 'createdDate', sort: 'desc' })
    expect(names(newest.permissions)[0]).toBe("Manage Others' Tasks")
    await expectRefused(
      () => call('get', '/apps/permissions/data', { params: { perPage: 101 } }),
      snapshot,
      400,
      /perPage/
    )
  })
})

describe('POST /apps/permissions/add-permission', () => {
  it('adds at the front, assigned to administrator, dated now, with the next id', async () => {
    const before = new Date()
    const { status, body } = await addPermission({ name: '  Export Reports ', isCore: true })
    expect(status).toBe(201)
    expect(body.permission).toMatchObject({
      id: 10,
      name: 'Export Reports',
      assignedTo: ['administrator'],
      isCore: true
    })
    expect([createdDateText(before), createdDateText(new Date())]).toContain(body.permission.createdDate)
    const after = await list()
    expect(after.permissions[0]).toEqual(body.permission)
    expect(after.total).toBe(10)
    expect((await list({ q: 'export' })).total).toBe(1)
  })

  it.each([
    [{}, /permission is required/],
    [{ permission: { name: '   ' } }, /permission.name is required/],
    [{ permission: { name: 5 } }, /permission.name must be a string/],
    [{ permission: { name: 'x'.repeat(121) } }, /at most 120/],
    [{ permission: { name: 'Ok', isCore: 'yes' } }, /isCore must be true or false/],
    [{ permission: { name: 'only view' } }, /This name is already in use/],
    ['not json', /JSON object/]
  ])('refuses %j with 400, changing nothing', async (data, message) => {
    await expectRefused(
      () => call('post', '/apps/permissions/add-permission', { data }),
      snapshot,
      400,
      message
    )
  })
})

describe('POST /apps/permissions/update-permission', () => {
  it('renames with 201 and keeps the rest', async () => {
    const { status, body } = await call<PermissionResponse>('post', '/apps/permissions/update-permission', {
      data: { id: 7, name: 'Read Only' }
    })
    expect(status).toBe(201)
    const seeded = (await everyPermission()).find((p) => p.id === 7)
    expect(body.permission).toEqual(seeded)
    expect(seeded).toMatchObject({ name: 'Read Only', assignedTo: ['administrator', 'restricted-user'] })
  })

  it.each([
    [{ id: 99, name: 'Ghost' }, 404, 'Permission not found'],
    [{ id: 'seven', name: 'Ghost' }, 400, /id must be/],
    [{ name: 'Ghost' }, 400, /id is required/],
    [{ id: 7, name: '' }, 400, /name is required/],
    [{ id: 7, name: 'Management' }, 400, /This name is already in use/]
  ])('refuses %j, changing nothing', async (data, status, message) => {
    await expectRefused(
      () => call('post', '/apps/permissions/update-permission', { data }),
      snapshot,
      status,
      message
    )
  })
})

describe('DELETE /apps/permissions/delete', () => {
  it('deletes the permission', async () => {
    expect((await call('delete', '/apps/permissions/delete', { params: { id: 3 } })).status).toBe(200)
    const left = await everyPermission()
    expect(left).toHaveLength(8)
    expect(left.some((p) => p.id === 3)).toBe(false)
  })

  it.each([
    [{ id: 42 }, 404, 'Permission not found'],
    [{}, 400, /id is required/],
    [{ id: 'x' }, 400, /id must be/]
  ])('refuses %j, changing nothing', async (params, status, message) => {
    await expectRefused(
      () => call('delete', '/apps/permissions/delete', { params }),
      snapshot,
      status,
      message
    )
  })
})

describe('GET /apps/roles/data', () => {
  it('gives the five seeded roles, each with every module once, a user count and avatars', async () => {
    const body = await roles()
    expect(names(body)).toEqual(['administrator', 'manager', 'user', 'support', 'restricted-user'])
    for (const role of body) {
      expect(role.permissions.map((grant) => grant.module)).toEqual([...modules])
      expect(role.userCount).toBeGreaterThanOrEqual(role.avatars.length)
      expect(role.avatars.length).toBeGreaterThan(0)
    }
    expect(body[0]!.permissions.every((g) => g.read && g.write && g.create)).toBe(true)
  })
})

describe('POST /apps/roles/add-role', () => {
  it('adds a role with the next id, every module filled in, no users yet', async () => {
    const { status, body } = await addRole({ name: 'Auditor', permissions: [grants('reporting')] })
    expect(status).toBe(201)
    expect(body.role).toMatchObject({ id: 6, name: 'Auditor', userCount: 0, avatars: [] })
    expect(body.role.permissions).toHaveLength(modules.length)
    expect(body.role.permissions.filter((grant) => grant.read)).toEqual([grants('reporting')])
    expect((await roles()).at(-1)).toEqual(body.role)
  })

  it.each([
    [{ name: '', permissions: [] }, /role.name is required/],
    [{ name: 'MANAGER', permissions: [] }, /This name is already in use/],
    [{ name: 'Auditor', permissions: [grants('payroll'), grants('payroll')] }, /must not repeat/],
    [{ name: 'Auditor', permissions: [grants('gardening')] }, /module must be one of/],
    [
      { name: 'Auditor', permissions: [{ module: 'payroll', read: 1, write: false, create: false }] },
      /read must be true or false/
    ],
    [{ name: 'Auditor' }, /permissions is required/]
  ])('refuses %j with 400, changing nothing', async (role, message) => {
    await expectRefused(() => addRole(role), snapshot, 400, message)
  })
})

describe('POST /apps/roles/update-role', () => {
  it('merges the permissions and keeps the name', async () => {
    const { status, body } = await updateRole({ id: 3, permissions: [grants('payroll')] })
    expect(status).toBe(200)
    expect(body.role.name).toBe('user')
    expect(body.role.permissions.filter((grant) => grant.read)).toEqual([grants('payroll')])
    expect((await roles())[2]).toEqual(body.role)
  })

  it('renames the role in every permission it is assigned to', async () => {
    await updateRole({ id: 4, name: 'helpdesk' })
    expect(names(await roles())).toContain('helpdesk')
    expect((await list({ assignedTo: 'support' })).total).toBe(0)
    expect(names((await list({ assignedTo: 'helpdesk' })).permissions)).toEqual([
      'Project Planning',
      'Client Communication',
      "Manage Others' Tasks"
    ])
  })

  it.each([
    [{ id: 77, name: 'x' }, 404, 'Role not found'],
    [{ name: 'x' }, 400, /role.id is required/],
    [{ id: 2, name: ' ' }, 400, /name is required/],
    [{ id: 2, name: 'Support' }, 400, /This name is already in use/],
    [{ id: 2, permissions: 'all' }, 400, /permissions must be a list/]
  ])('refuses %j, changing nothing', async (role, status, message) => {
    await expectRefused(() => updateRole(role), snapshot, status, message)
  })
})

describe('DELETE /apps/roles/delete', () => {
  it('deletes the role and takes it out of every permission', async () => {
    expect((await call('delete', '/apps/roles/delete', { params: { id: 2 } })).status).toBe(200)
    expect(names(await roles())).toEqual(['administrator', 'user', 'support', 'restricted-user'])
    const permissions = await everyPermission()
    expect(permissions.some((p: Permission) => p.assignedTo.includes('manager'))).toBe(false)
    expect(permissions.find((p) => p.id === 3)!.assignedTo).toEqual(['administrator'])
  })

  it.each([
    [{ id: 9 }, 404, 'Role not found'],
    [{}, 400, /id is required/]
  ])('refuses %j, changing nothing', async (params, status, message) => {
    await expectRefused(() => call('delete', '/apps/roles/delete', { params }), snapshot, status, message)
  })
})
