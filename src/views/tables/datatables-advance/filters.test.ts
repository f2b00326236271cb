import { describe, expect, it } from 'vitest'
import { createEmployees } from '@/@fake-db/pages/datatables/data'
import { salaryOf } from '../contract'
import { filterEmployees, noFilters } from './filters'

const rows = createEmployees()

describe('filterEmployees', () => {
  it('lets every row through with no filter set', () => {
    expect(filterEmployees(rows, noFilters)).toHaveLength(100)
  })

  it('combines the text filters (any case, trimmed), the date range and the salary range', () => {
    const sample = rows[42]!
    const found = filterEmployees(rows, {
      ...noFilters,
      name: ` ${sample.full_name.split(' ')[0]!.toUpperCase()} `,
      city: sample.city.toLowerCase(),
      from: sample.start_date,
      to: sample.start_date,
      minSalary: String(Math.floor(salaryOf(sample))),
      maxSalary: String(Math.ceil(salaryOf(sample)))
    })
    expect(found).toEqual([sample])
  })

  it('narrows with each filter added', () => {
    const byPost = filterEmployees(rows, { ...noFilters, post: 'developer' })
    const byPostAndSalary = filterEmployees(rows, { ...noFilters, post: 'developer', minSalary: '70000' })
    expect(byPost.length).toBeGreaterThan(byPostAndSalary.length)
    expect(byPostAndSalary.every((row) => row.post.includes('Developer') && salaryOf(row) >= 70000)).toBe(
      true
    )
    expect(filterEmployees(rows, { ...noFilters, from: '2030-01-01' })).toEqual([])
  })
})
