import { answeredBy, api, overrideExisting, type Answer } from '@/redux/api'
import type { EmployeeListParams } from './contract'
import { employeePageAnswer, employeesAnswer, endpoints } from './contract'
import { employeeGroupsAnswer, groupsEndpoint, type GroupRequest } from './grouping.contract'

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
    }),
    getEmployeeGroups: build.query<Answer<typeof employeeGroupsAnswer>, GroupRequest>({
      query: (params) => ({ url: groupsEndpoint, params }),
      ...answeredBy(employeeGroupsAnswer)
    })
  })
})

export const { useGetEmployeesQuery, useGetEmployeePageQuery, useGetEmployeeGroupsQuery } = tablesApi
