import { api, overrideExisting, keepMatching, type Listed } from '@/redux/api'
import type {
  DeleteInvoiceResponse,
  InvoiceClientsResponse,
  InvoiceListParams,
  InvoiceListResponse,
  InvoiceResponse,
  InvoiceUpdate,
  NewInvoice,
  SavedInvoiceResponse
} from './contract'
import { endpoints, invoiceClientsResponseSchema, invoiceResponseSchema, invoiceSchema } from './contract'

// 'LIST' stands for every list query: adding or deleting changes which rows any page shows.
const list = { type: 'Invoice', id: 'LIST' } as const

const invoiceApi = api.enhanceEndpoints({ addTagTypes: ['Invoice'] }).injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    getInvoices: build.query<Listed<InvoiceListResponse>, InvoiceListParams>({
      query: (params) => ({ url: endpoints.list, params }),
      transformResponse: keepMatching<InvoiceListResponse, 'invoices'>('invoices', invoiceSchema),
      providesTags: (result) => [
        list,
        ...(result?.invoices ?? []).map(({ id }) => ({ type: 'Invoice' as const, id }))
      ]
    }),
    getInvoice: build.query<InvoiceResponse, number>({
      query: (id) => ({ url: endpoints.one(id) }),
      // Checked as sent, so the contract's defaults fill what older data leaves out.
      rawResponseSchema: invoiceResponseSchema,
      providesTags: (_result, _error, id) => [{ type: 'Invoice', id }]
    }),
    getInvoiceClients: build.query<InvoiceClientsResponse, void>({
      query: () => ({ url: endpoints.clients }),
      responseSchema: invoiceClientsResponseSchema,
      providesTags: [list]
    }),
    addInvoice: build.mutation<SavedInvoiceResponse, NewInvoice>({
      query: (invoice) => ({ url: endpoints.add, method: 'post', data: { invoice } }),
      invalidatesTags: [list]
    }),
    updateInvoice: build.mutation<SavedInvoiceResponse, InvoiceUpdate>({
      query: (invoice) => ({ url: endpoints.update, method: 'post', data: { invoice } }),
      invalidatesTags: (_result, _error, { id }) => [list, { type: 'Invoice', id }]
    }),
    deleteInvoice: build.mutation<DeleteInvoiceResponse, number>({
      query: (id) => ({ url: endpoints.delete, method: 'delete', params: { id } }),
      invalidatesTags: (_result, _error, id) => [list, { type: 'Invoice', id }]
    })
  })
})

export const {
  useGetInvoicesQuery,
  useGetInvoiceQuery,
  useGetInvoiceClientsQuery,
  useAddInvoiceMutation,
  useUpdateInvoiceMutation,
  useDeleteInvoiceMutation
} = invoiceApi
