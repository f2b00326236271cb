import { answeredBy, api, overrideExisting, type Answer } from '@/redux/api'
import { bulkAnswer, type BulkDelete } from '@/@core/list/bulk/bulk.contract'
import type { EmployeeBulkUpdate, EmployeeListParams, EmployeeUpdate } from './contract'
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
    }),
    // A bulk call may change any page and any group: every employee query is refetched.
    updateEmployees: build.mutation<Answer<typeof bulkAnswer>, EmployeeBulkUpdate>({
      query: (data) => ({ url: endpoints.bulkUpdate, method: 'post', data }),
      ...answeredBy(bulkAnswer),
      invalidatesTags: ['Employee']
    }),
    deleteEmployees: build.mutation<Answer<typeof bulkAnswer>, BulkDelete>({
      query: (data) => ({ url: endpoints.bulkDelete, method: 'post', data }),
      ...answeredBy(bulkAnswer),
      invalidatesTags: ['Employee']
    })
  })
})

export const {
  useGetEmployeesQuery,
  useGetEmployeePageQuery,
  useLazyGetEmployeePageQuery,
  useGetEmployeeGroupsQuery,
  useUpdateEmployeeMutation,
  useUpdateEmployeesMutation,
  useDeleteEmployeesMutation
} = tablesApi
