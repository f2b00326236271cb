import { z } from 'zod/mini'
import { bulkBody } from '@/@core/list/bulk/bulk.contract'
import { keptArray, keptList, type Sent } from '@/utility/answer.contract'
import { zEmail, zIsoDate, zRequiredText, zText, zUrl } from '@/utility/contract'
import { columnSort, maxSearchLength, paging, text, type ListValues } from '@/utility/list.contract'
import { versioned } from '@/utility/version.contract'

export const endpoints = {
  initialData: '/api/datatables/initial-data',
  data: '/api/datatables/data',
  update: '/api/datatables/update',
  bulkUpdate: '/api/datatables/bulk-update',
  bulkDelete: '/api/datatables/bulk-delete'
} as const

/** Status 1 to 5, in order; the screens translate the key. */
export const employeeStatuses = ['current', 'professional', 'rejected', 'resigned', 'applied'] as const
export type EmployeeStatus = (typeof employeeStatuses)[number]
export const statusKey = (status: number): EmployeeStatus => employeeStatuses[status - 1] ?? 'applied'

/** Money and age travel as text, like the template's sample: `"$48,250.00"`, `"34"`. */
export const employeeSchema = z.object({
  id: z.int().check(z.minimum(1)),
  responsive_id: zText(),
  /** An image path, or `''` for initials. */
  avatar: zUrl(),
  full_name: zRequiredText(),
  post: zRequiredText(),
  email: zEmail(),
  city: zRequiredText(),
  /** `YYYY-MM-DD`. */
  start_date: zIsoDate(),
  salary: z.string().check(z.regex(/^\$\d{1,3}(,\d{3})*\.\d{2}$/)),
  age: z.string().check(z.regex(/^\d{2}$/)),
  experience: zText(),
  status: z.int().check(z.minimum(1), z.maximum(5)),
  ...versioned
})
export type Employee = z.infer<typeof employeeSchema>

/** What a cell edit may change: the id, any of these fields, and the version it was based on. */
export const employeeUpdateSchema = z.extend(
  z.partial(
    z.pick(employeeSchema, {
      full_name: true,
      post: true,
      email: true,
      city: true,
      salary: true,
      age: true,
      status: true
    })
  ),
  { id: z.int().check(z.minimum(1)), ...versioned }
)
export type EmployeeUpdate = z.output<typeof employeeUpdateSchema>
export const employeeAnswer = z.object({ employee: employeeSchema })

/** Gives every selected row one status (1 to 5). */
export const employeeBulkUpdateBody = bulkBody(z.strictObject({ status: employeeSchema.shape.status }))
export type EmployeeBulkUpdate = z.input<typeof employeeBulkUpdateBody>

export const employeeSortColumns = [
  'id',
  'full_name',
  'post',
  'email',
  'city',
  'start_date',
  'salary',
  'age'
] as const

export const employeeListParams = {
  q: text(),
  ...paging(10),
  ...columnSort(employeeSortColumns, 'id', 'asc')
}
export type EmployeeListParams = Partial<ListValues<typeof employeeListParams>>

/** The longest search the list accepts: the one every search box keeps to. */
export const maxQueryLength = maxSearchLength

export const searchedFields = ['full_name', 'post', 'email', 'age', 'salary', 'start_date'] as const

export const employeesAnswer = keptArray(employeeSchema, 'employees')
export const employeePageAnswer = keptList(
  z.object({
    allData: z.array(employeeSchema),
    /** The page of rows; the name is the template's. */
    invoices: z.array(employeeSchema),
    total: z.int().check(z.minimum(0))
  }),
  'invoices'
)
export type EmployeePage = Sent<typeof employeePageAnswer>

/** The salary as a number: `"$48,250.00"` is 48250. */
export const salaryOf = (employee: Pick<Employee, 'salary'>) => Number(employee.salary.replace(/[$,]/g, ''))
