import { salaryOf, type Employee } from '../contract'

export interface EmployeeFilters {
  name: string
  email: string
  post: string
  city: string
  /** `YYYY-MM-DD` or `''`. */
  from: string
  to: string
  minSalary: string
  maxSalary: string
}

export const noFilters: EmployeeFilters = {
  name: '',
  email: '',
  post: '',
  city: '',
  from: '',
  to: '',
  minSalary: '',
  maxSalary: ''
}

const has = (value: string, wanted: string) => value.toLowerCase().includes(wanted.trim().toLowerCase())
const amount = (text: string) => (text.trim() === '' ? null : Number(text))

/** The rows that pass every filter that is set (an empty one lets all through). */
export function filterEmployees(rows: readonly Employee[], filters: EmployeeFilters): Employee[] {
  const min = amount(filters.minSalary)
  const max = amount(filters.maxSalary)
  return rows.filter(
    (row) =>
      has(row.full_name, filters.name) &&
      has(row.email, filters.email) &&
      has(row.post, filters.post) &&
      has(row.city, filters.city) &&
      (filters.from === '' || row.start_date >= filters.from) &&
      (filters.to === '' || row.start_date <= filters.to) &&
      (min === null || Number.isNaN(min) || salaryOf(row) >= min) &&
      (max === null || Number.isNaN(max) || salaryOf(row) <= max)
  )
}
