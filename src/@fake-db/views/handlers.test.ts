import { describe, expect, it } from 'vitest'
import { call, expectRefused, freshMockPerTest, mockApi } from '@tests/mockApi'
import {
  maxViewsPerList,
  type SavedView,
  type ViewListResponse,
  type ViewResponse
} from '@/@core/list/views/views.contract'

const userList = 'apps.user.list'
const columns = {
  order: ['fullName', 'role'],
  hidden: [],
  widths: {},
  pinFirst: false,
  density: 'comfortable'
}
const list = async (name = userList) =>
  (await call<ViewListResponse>('get', '/views', { params: { list: name } })).body.views
const add = (data: object) =>
  call<ViewResponse & { error?: string; code?: string }>('post', '/views/add', {
    data: { list: userList, query: {}, columns, ...data }
  })
const update = (data: object) => call<ViewResponse>('post', '/views/update', { data })
const remove = (id: number) => call('delete', '/views/delete', { params: { id } })

freshMockPerTest()

describe('saved views', () => {
  it("lists the caller's views of one list", async () => {
    expect((await list()).map((view) => view.name)).toEqual(['Pending editors'])
    expect(await list('apps.invoice.list')).toEqual([])
  })

  it('saves, renames, makes default and deletes a view', async () => {
    const { status, body } = await add({ name: ' Admins ', query: { role: 'admin' }, isDefault: true })
    expect(status).toBe(201)
    expect(body.view).toMatchObject({ name: 'Admins', query: { role: 'admin' }, isDefault: true })
    const renamed = await update({ id: body.view.id, name: 'All admins' })
    expect(renamed.body.view.name).toBe('All admins')
    await update({ id: 1, isDefault: true })
    const views = await list()
    expect(views.filter((view) => view.isDefault).map((view) => view.id)).toEqual([1])
    expect((await remove(body.view.id)).status).toBe(200)
    expect((await list()).map((view: SavedView) => view.id)).toEqual([1])
  })

  it('refuses a bad name, a duplicate name and a bad layout, changing nothing', async () => {
    await expectRefused(() => add({ name: '   ' }), list, 400, /name/i)
    await expectRefused(() => add({ name: 'x'.repeat(61) }), list, 400, /name/i)
    await expectRefused(() => add({ name: 'PENDING editors' }), list, 409, /already named/)
    await expectRefused(
      () => add({ name: 'Wide', columns: { ...columns, density: 'huge' } }),
      list,
      400,
      /density/
    )
    await expectRefused(() => add({ name: 'Bad list', list: '../etc' }), list, 400, /list/)
    const { body } = await add({ name: 'Other' })
    await expectRefused(() => update({ id: body.view.id, name: 'pending Editors' }), list, 409, /already/)
  })

  it('caps the views of a list and the columns of a view', async () => {
    for (let index = (await list()).length; index < maxViewsPerList; index += 1)
      expect((await add({ name: `View ${index}` })).status).toBe(201)
    await expectRefused(() => add({ name: 'One more' }), list, 400, /at most 20 views/)
    expect((await add({ name: 'Elsewhere', list: 'apps.invoice.list' })).status).toBe(201)
    const many = Array.from({ length: 41 }, (_, index) => `c${index}`)
    await expectRefused(
      () => add({ name: 'Many', list: 'apps.roles', columns: { ...columns, order: many } }),
      () => list('apps.roles'),
      400,
      /order/
    )
  })

  it("never shows or changes another user's view", async () => {
    const login = await call<{ accessToken: string }>('post', '/jwt/login', {
      data: { email: 'client@demo.com', password: 'client' }
    })
    const asClient = {
      headers: { Authorization: `Bearer ${login.body.accessToken}` },
      validateStatus: () => true
    }
    const theirs = await mockApi().get<ViewListResponse>('/views', {
      params: { list: userList },
      ...asClient
    })
    expect(theirs.data.views).toEqual([])
    const rename = await mockApi().post('/views/update', { id: 1, name: 'Mine now' }, asClient)
    expect(rename.status).toBe(404)
    expect((await list())[0]?.name).toBe('Pending editors')
  })
})
