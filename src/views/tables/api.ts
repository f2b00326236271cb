import { answeredBy, api, overrideExisting, type Answer } from '@/redux/api'
import type { EmployeeListParams, EmployeeUpdate } from './contract'
import { employeeAnswer, employeePageAnswer, employeesAnswer, endpoints } from './contract'
import { employeeGroupsAnswer, groupsEndpoint, type GroupRequest } from './grouping.contract'

export const tablesApi = api.enhanceEndpoints({ addTagTypes: ['Employee'] }).injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    getEmployees: build.query<Answer<typeof employeesAnswer>, void>({
      query: () => ({ url: endpoints.initialData }),
      ...answeredBy(employeesAnswer),
      providesTags: ['Employee']
    }),
    getEmployeePage: build.query<Answer<typeof employeePageAnswer>, EmployeeListParams>({
      query: (params) => ({ url: endpoints.data, params }),
      ...answeredBy(employeePageAnswer),
      providesTags: ['Employee']
    }),
    getEmployeeGroups: build.query<Answer<typeof employeeGroupsAnswer>, GroupRequest>({
      query: (params) => ({ url: groupsEndpoint, params }),
      ...answeredBy(employeeGroupsAnswer),
      providesTags: ['Employee']
    }),
    updateEmployee: build.mutation<Answer<typeof employeeAnswer>, EmployeeUpdate>({
      query: (update) => ({ url: endpoints.update, method: 'post', data: update }),
      ...answeredBy(employeeAnswer),
      invalidatesTags: ['Employee']
    })
  })
})

export const {
  useGetEmployeesQuery,
  useGetEmployeePageQuery,
  useLazyGetEmployeePageQuery,
  useGetEmployeeGroupsQuery,
  useUpdateEmployeeMutation
} = tablesApi
