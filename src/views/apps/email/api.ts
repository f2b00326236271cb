import { answeredBy, api, overrideExisting, type Answer } from '@/redux/api'
import { bulkAnswer } from '@/@core/list/bulk/bulk.contract'
import type {
  EmailBulkUpdate,
  EmailLabel,
  EmailListParams,
  EmailUpdate,
  PageDirection,
  SendEmailRequest
} from './contract'
import {
  emailListAnswer,
  emailResponseSchema,
  endpoints,
  sendEmailAnswer,
  updateEmailsAnswer
} from './contract'

// Each mail has its own tag too, so a change refetches the lists and the open mail.
const list = { type: 'Email', id: 'LIST' } as const
const changed = (ids: readonly (number | string)[]) => [
  list,
  ...ids.map((id) => ({ type: 'Email' as const, id: Number(id) }))
]

export const emailApi = api.enhanceEndpoints({ addTagTypes: ['Email'] }).injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    getEmails: build.query<Answer<typeof emailListAnswer>, EmailListParams>({
      ...answeredBy(emailListAnswer),
      query: (params) => ({ url: endpoints.list, params }),
      providesTags: [list]
    }),
    getEmail: build.query<Answer<typeof emailResponseSchema>, number>({
      ...answeredBy(emailResponseSchema),
      query: (id) => ({ url: endpoints.one, params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Email', id }]
    }),
    /** A one-off lookup, so it is a mutation (never cached). */
    paginateEmail: build.mutation<
      Answer<typeof emailResponseSchema>,
      { dir: PageDirection; emailId: number }
    >({
      ...answeredBy(emailResponseSchema),
      query: (params) => ({ url: endpoints.paginate, params })
    }),
    updateEmails: build.mutation<
      Answer<typeof updateEmailsAnswer>,
      { emailIds: number[]; dataToUpdate: EmailUpdate }
    >({
      ...answeredBy(updateEmailsAnswer),
      query: (body) => ({ url: endpoints.update, method: 'post', data: body }),
      invalidatesTags: (_result, _error, { emailIds }) => changed(emailIds)
    }),
    updateEmailsLabel: build.mutation<
      Answer<typeof updateEmailsAnswer>,
      { emailIds: number[]; label: EmailLabel }
    >({
      ...answeredBy(updateEmailsAnswer),
      query: (body) => ({ url: endpoints.updateLabel, method: 'post', data: body }),
      invalidatesTags: (_result, _error, { emailIds }) => changed(emailIds)
    }),
    /** A bulk change may touch mail on no page: every list and open mail loads again. */
    bulkUpdateEmails: build.mutation<Answer<typeof bulkAnswer>, EmailBulkUpdate>({
      ...answeredBy(bulkAnswer),
      query: (data) => ({ url: endpoints.bulkUpdate, method: 'post', data }),
      invalidatesTags: ['Email']
    }),
    sendEmail: build.mutation<Answer<typeof sendEmailAnswer>, SendEmailRequest>({
      ...answeredBy(sendEmailAnswer),
      query: (body) => ({ url: endpoints.send, method: 'post', data: body }),
      invalidatesTags: [list]
    })
  })
})

export const {
  useGetEmailsQuery,
  useGetEmailQuery,
  usePaginateEmailMutation,
  useUpdateEmailsMutation,
  useUpdateEmailsLabelMutation,
  useBulkUpdateEmailsMutation,
  useSendEmailMutation
} = emailApi
