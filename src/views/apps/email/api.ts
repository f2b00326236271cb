import { api, overrideExisting, keepMatching, type Listed } from '@/redux/api'
import { emailResponseSchema, emailSchema, endpoints } from './contract'
import type {
  EmailLabel,
  EmailListParams,
  EmailListResponse,
  EmailResponse,
  EmailUpdate,
  PageDirection,
  SendEmailRequest,
  SendEmailResponse,
  UpdateEmailsResponse
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
    getEmails: build.query<Listed<EmailListResponse>, EmailListParams>({
      query: (params) => ({ url: endpoints.list, params }),
      transformResponse: keepMatching<EmailListResponse, 'emails'>('emails', emailSchema),
      providesTags: [list]
    }),
    getEmail: build.query<EmailResponse, number>({
      query: (id) => ({ url: endpoints.one, params: { id } }),
      rawResponseSchema: emailResponseSchema,
      providesTags: (_result, _error, id) => [{ type: 'Email', id }]
    }),
    /** A one-off lookup, so it is a mutation (never cached). */
    paginateEmail: build.mutation<EmailResponse, { dir: PageDirection; emailId: number }>({
      query: (params) => ({ url: endpoints.paginate, params })
    }),
    updateEmails: build.mutation<UpdateEmailsResponse, { emailIds: number[]; dataToUpdate: EmailUpdate }>({
      query: (body) => ({ url: endpoints.update, method: 'post', data: body }),
      invalidatesTags: (_result, _error, { emailIds }) => changed(emailIds)
    }),
    updateEmailsLabel: build.mutation<UpdateEmailsResponse, { emailIds: number[]; label: EmailLabel }>({
      query: (body) => ({ url: endpoints.updateLabel, method: 'post', data: body }),
      invalidatesTags: (_result, _error, { emailIds }) => changed(emailIds)
    }),
    sendEmail: build.mutation<SendEmailResponse, SendEmailRequest>({
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
  useSendEmailMutation
} = emailApi
