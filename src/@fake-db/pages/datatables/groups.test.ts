import { describe, expect, it } from 'vitest'
import { call, freshMockPerTest } from '@tests/mockApi'
import { salaryOf, type Employee } from '@/views/tables/contract'
import {
  employeeGroupsAnswer,
  groupPath,
  groupsEndpoint,
  type EmployeeGroups
} from '@/views/tables/grouping.contract'
import { endpoints } from '@/views/tables/contract'

freshMockPerTest()

const groups = (params: Record<string, unknown>) => call<EmployeeGroups>('get', groupsEndpoint, { params })
const everyone = async () => (await call<Employee[]>('get', endpoints.initialData)).body
const cents = (n: number) => Math.round(n * 100) / 100

describe('GET /api/datatables/groups', () => {
  it('counts, sums and averages each office and every row, as the contract says', async () => {
    const { status, body } = await groups({ groupBy: 'city', aggregate: 'salary,age', perPage: 50 })
    expect(status).toBe(200)
    expect(employeeGroupsAnswer.parse(body)).toEqual(body)
    const rows = await everyone()
    const lyon = rows.filter((row) => row.city === 'Lyon')
    const found = body.groups.find((group) => group.key[0] === 'Lyon')!
    const salaries = lyon.reduce((sum, row) => sum + salaryOf(row), 0)
    expect(found.count).toBe(lyon.length)
    expect(found.figures.salary).toEqual({ sum: cents(salaries), avg: cents(salaries / lyon.length) })
    expect(found.rows).toEqual([])
    expect(body.totals.count).toBe(100)
    expect(body.totals.figures.age!.sum).toBe(rows.reduce((sum, row) => sum + Number(row.age), 0))
    expect(body.total).toBe(new Set(rows.map((row) => row.city)).size)
    expect(body.groups.map((group) => group.key[0])).toEqual(body.groups.map((g) => g.key[0]).sort())
  })

  it('nests a second column, opens the leaves asked for and pages by first-level group', async () => {
    const first = await groups({ groupBy: 'city,post', aggregate: 'salary', perPage: 2 })
    const [aarhus] = first.body.groups
    expect(first.body.groups).toHaveLength(2)
    expect(aarhus!.groups.reduce((sum, leaf) => sum + leaf.count, 0)).toBe(aarhus!.count)
    const leaf = aarhus!.groups[0]!
    const opened = await groups({ groupBy: 'city,post', perPage: 2, open: groupPath(leaf.key) })
    const rows = opened.body.groups[0]!.groups[0]!.rows
    expect(rows).toHaveLength(leaf.count)
    expect(rows.every((row) => row.city === leaf.key[0] && row.post === leaf.key[1])).toBe(true)
    const second = await groups({ groupBy: 'city,post', perPage: 2, page: 2 })
    expect(second.body.groups[0]!.key).not.toEqual(aarhus!.key)
    const fallen = await groups({ groupBy: 'city', perPage: 2, page: 0 })
    expect(fallen.body.groups[0]!.key).toEqual([aarhus!.key[0]])
  })

  it('orders groups by an aggregate, either way, and narrows them by the search', async () => {
    const { body } = await groups({
      groupBy: 'status',
      aggregate: 'salary',
      groupSort: 'salary.avg',
      sort: 'desc'
    })
    const averages = body.groups.map((group) => group.figures.salary!.avg)
    expect(averages).toEqual([...averages].sort((a, b) => b - a))
    const searched = await groups({ groupBy: 'post', q: 'Accountant' })
    expect(searched.body.groups.map((group) => group.key[0])).toEqual(['Accountant'])
  })

  it.each([
    [{ groupBy: '' }, /groupBy/],
    [{ groupBy: 'city,post,status' }, /groupBy/],
    [{ groupBy: 'city,city' }, /groupBy/],
    [{ groupBy: 'salary' }, /groupBy/],
    [{ groupBy: 'city', aggregate: 'email' }, /aggregate/],
    [{ groupBy: 'city', groupSort: 'age.sum' }, /groupSort is not valid/],
    [{ groupBy: 'city', groupSort: 'name' }, /groupSort/],
    [{ groupBy: 'city', perPage: 51 }, /perPage/],
    [{ groupBy: 'city', open: 'a,b,c,d,e,f' }, /open/]
  ])('refuses %o with 400', async (params, message) => {
    const { status, body } = await groups(params)
    expect(status).toBe(400)
    expect((body as unknown as { error: string }).error).toMatch(message)
  })
})
