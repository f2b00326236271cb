import { api, overrideExisting, keepMatching, type Listed } from '@/redux/api'
import {
  employeeSchema,
  endpoints,
  type Employee,
  type EmployeeListParams,
  type EmployeePage
} from './contract'

export const tablesApi = api.injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    getEmployees: build.query<Employee[], void>({
      query: () => ({ url: endpoints.initialData }),
      transformResponse: (answer: unknown) =>
        (Array.isArray(answer) ? answer : []).flatMap((row) => {
          const checked = employeeSchema.safeParse(row)
          return checked.success ? [checked.data] : []
        })
    }),
    getEmployeePage: build.query<Listed<EmployeePage>, EmployeeListParams>({
      query: (params) => ({ url: endpoints.data, params }),
      transformResponse: keepMatching<EmployeePage, 'invoices'>('invoices', employeeSchema)
    })
  })
})

export const { useGetEmployeesQuery, useGetEmployeePageQuery } = tablesApi
