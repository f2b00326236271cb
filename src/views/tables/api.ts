import { answeredBy, api, overrideExisting, type Answer } from '@/redux/api'
import type { EmployeeListParams } from './contract'
import { employeePageAnswer, employeesAnswer, endpoints } from './contract'

export const tablesApi = api.injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    getEmployees: build.query<Answer<typeof employeesAnswer>, void>({
      query: () => ({ url: endpoints.initialData }),
      ...answeredBy(employeesAnswer)
    }),
    getEmployeePage: build.query<Answer<typeof employeePageAnswer>, EmployeeListParams>({
      query: (params) => ({ url: endpoints.data, params }),
      ...answeredBy(employeePageAnswer)
    })
  })
})

export const { useGetEmployeesQuery, useGetEmployeePageQuery } = tablesApi
