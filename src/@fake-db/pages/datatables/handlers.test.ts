import { describe, expect, it } from 'vitest'
import { call, expectRefused, freshMockPerTest } from '@tests/mockApi'
import {
  employeeSchema,
  endpoints,
  searchedFields,
  statusKey,
  type Employee,
  type EmployeePage
} from '@/views/tables/contract'

freshMockPerTest()

const all = async () => (await call<Employee[]>('get', endpoints.initialData)).body
const page = (params: Record<string, unknown>) => call<EmployeePage>('get', endpoints.data, { params })

describe('GET /api/datatables/initial-data', () => {
  it('gives exactly 100 employees that match the contract, ids 1..100, names and emails unique', async () => {
    const { status, body } = await call<Employee[]>('get', endpoints.initialData)
    expect(status).toBe(200)
    expect(body.map((row) => row.id)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1))
    for (const row of body) expect(employeeSchema.parse(row)).toEqual(row)
    expect(new Set(body.map((row) => row.full_name)).size).toBe(100)
    expect(new Set(body.map((row) => row.email)).size).toBe(100)
    expect(typeof body[0]!.salary).toBe('string')
    expect(typeof body[0]!.age).toBe('string')
  })

  it('uses every status 1 to 5, read as current, professional, rejected, resigned, applied', async () => {
    const statuses = new Set((await all()).map((row) => row.status))
    expect([...statuses].sort()).toEqual([1, 2, 3, 4, 5])
    expect([1, 2, 3, 4, 5].map(statusKey)).toEqual([
      'current',
      'professional',
      'rejected',
      'resigned',
      'applied'
    ])
  })
})

describe('GET /api/datatables/data', () => {
  it('gives the first 10 rows by default, the total and every row', async () => {
    const { status, body } = await page({})
    expect(status).toBe(200)
    expect(body.total).toBe(100)
    expect(body.allData).toHaveLength(100)
    expect(body.invoices.map((row) => row.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
  })

  it('pages 1-based with perPage', async () => {
    const { body } = await page({ page: '3', perPage: '25' })
    expect(body.invoices.map((row) => row.id)).toEqual(Array.from({ length: 25 }, (_, i) => i + 51))
    expect((await page({ page: 11 })).body.invoices).toEqual([])
  })

  it('searches full_name, post, email, age, salary and start_date, in any case', async () => {
    const rows = await all()
    const sample = rows[17]!
    for (const field of searchedFields) {
      const q = String(sample[field]).toUpperCase()
      const { body } = await page({ q, perPage: 100 })
      expect(body.invoices.map((row) => row.id)).toContain(sample.id)
      expect(body.total).toBe(body.invoices.length)
      for (const row of body.invoices)
        expect(searchedFields.some((key) => row[key].toLowerCase().includes(q.toLowerCase()))).toBe(true)
    }
  })

  it('does not search the city', async () => {
    const city = (await all())[0]!.city
    const { body } = await page({ q: city })
    expect(body.total).toBe(0)
    expect(body.invoices).toEqual([])
  })

  it('refuses a page size over 100 and a search over 100 characters, and changes nothing', async () => {
    await expectRefused(() => page({ perPage: 101 }), all, 400, /perPage/)
    await expectRefused(() => page({ q: 'x'.repeat(101) }), all, 400, /q must be/)
  })

  it('falls back to the defaults on a page or size that is not a whole positive number', async () => {
    const { status, body } = await page({ page: 'two', perPage: '-4' })
    expect(status).toBe(200)
    expect(body.invoices.map((row) => row.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
  })
})

describe('POST /api/datatables/update', () => {
  const update = (body: Record<string, unknown>) =>
    call<{ employee: Employee }>('post', endpoints.update, { data: body })

  it('changes the fields sent, raises the version, and the list shows it', async () => {
    const before = (await all())[2]!
    const { status, body } = await update({
      id: 3,
      post: 'Accountant',
      salary: '$52,000.00',
      version: before.version
    })
    expect(status).toBe(200)
    expect(body.employee).toEqual({
      ...before,
      post: 'Accountant',
      salary: '$52,000.00',
      version: before.version! + 1
    })
    expect((await all())[2]).toEqual(body.employee)
  })

  it('refuses a value its rule forbids, an unknown id or a stale version, changing nothing', async () => {
    await expectRefused(() => update({ id: 3, salary: '52000' }), all, 400, /salary/)
    await expectRefused(() => update({ id: 3, age: '123' }), all, 400, /age/)
    await expectRefused(() => update({ id: 3, status: 6 }), all, 400, /status/)
    await expectRefused(() => update({ id: 3, full_name: '' }), all, 400, /full_name/)
    await expectRefused(() => update({ id: 999, post: 'Clerk' }), all, 404, /Employee not found/)
    await update({ id: 3, post: 'Clerk' })
    await expectRefused(() => update({ id: 3, post: 'Chief', version: 1 }), all, 409, /.+/)
  })
})
