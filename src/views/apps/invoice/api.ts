import { answeredBy, api, overrideExisting, type Answer } from '@/redux/api'
import { bulkAnswer, type BulkDelete } from '@/@core/list/bulk/bulk.contract'
import type { InvoiceBulkUpdate, InvoiceListParams, InvoiceUpdate, NewInvoice } from './contract'
import {
  deleteInvoiceAnswer,
  endpoints,
  invoiceClientsResponseSchema,
  invoiceListAnswer,
  invoiceResponseSchema,
  savedInvoiceAnswer
} from './contract'

// 'LIST' stands for every list query: adding or deleting changes which rows any page shows.
const list = { type: 'Invoice', id: 'LIST' } as const

const invoiceApi = api.enhanceEndpoints({ addTagTypes: ['Invoice'] }).injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    getInvoices: build.query<Answer<typeof invoiceListAnswer>, InvoiceListParams>({
      query: (params) => ({ url: endpoints.list, params }),
      ...answeredBy(invoiceListAnswer),
      providesTags: (result) => [
        list,
        ...(result?.invoices ?? []).map(({ id }) => ({ type: 'Invoice' as const, id }))
      ]
    }),
    // Checked as sent, so the contract's defaults fill what older data leaves out.
    getInvoice: build.query<Answer<typeof invoiceResponseSchema>, number>({
      query: (id) => ({ url: endpoints.one(id) }),
      ...answeredBy(invoiceResponseSchema),
      providesTags: (_result, _error, id) => [{ type: 'Invoice', id }]
    }),
    getInvoiceClients: build.query<Answer<typeof invoiceClientsResponseSchema>, void>({
      query: () => ({ url: endpoints.clients }),
      ...answeredBy(invoiceClientsResponseSchema),
      providesTags: [list]
    }),
    addInvoice: build.mutation<Answer<typeof savedInvoiceAnswer>, NewInvoice>({
      query: (invoice) => ({ url: endpoints.add, method: 'post', data: { invoice } }),
      ...answeredBy(savedInvoiceAnswer),
      invalidatesTags: [list]
    }),
    updateInvoice: build.mutation<Answer<typeof savedInvoiceAnswer>, InvoiceUpdate>({
      query: (invoice) => ({ url: endpoints.update, method: 'post', data: { invoice } }),
      ...answeredBy(savedInvoiceAnswer),
      invalidatesTags: (_result, _error, { id }) => [list, { type: 'Invoice', id }]
    }),
    deleteInvoice: build.mutation<Answer<typeof deleteInvoiceAnswer>, number>({
      query: (id) => ({ url: endpoints.delete, method: 'delete', params: { id } }),
      ...answeredBy(deleteInvoiceAnswer),
      invalidatesTags: (_result, _error, id) => [list, { type: 'Invoice', id }]
    }),
    // A bulk call may change any page: every invoice is refetched.
    deleteInvoices: build.mutation<Answer<typeof bulkAnswer>, BulkDelete>({
      query: (data) => ({ url: endpoints.bulkDelete, method: 'post', data }),
      ...answeredBy(bulkAnswer),
      invalidatesTags: ['Invoice']
    }),
    updateInvoices: build.mutation<Answer<typeof bulkAnswer>, InvoiceBulkUpdate>({
      query: (data) => ({ url: endpoints.bulkUpdate, method: 'post', data }),
      ...answeredBy(bulkAnswer),
      invalidatesTags: ['Invoice']
    })
  })
})

export const {
  useGetInvoicesQuery,
  useLazyGetInvoicesQuery,
  useGetInvoiceQuery,
  useGetInvoiceClientsQuery,
  useAddInvoiceMutation,
  useUpdateInvoiceMutation,
  useDeleteInvoiceMutation,
  useDeleteInvoicesMutation,
  useUpdateInvoicesMutation
} = invoiceApi
