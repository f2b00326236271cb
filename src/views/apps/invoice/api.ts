import { api } from '@/redux/api'
import type {
  AddInvoiceRequest, AddInvoiceResponse, DeleteInvoiceParams, DeleteInvoiceResponse, InvoiceClientsResponse,
  InvoiceListParams, InvoiceListResponse, InvoiceResponse, UpdateInvoiceRequest, UpdateInvoiceResponse
} from './types'

// 'LIST' stands for every list query: adding or deleting changes which rows any page shows.
const list = { type: 'Invoice', id: 'LIST' } as const

const invoiceApi = api.enhanceEndpoints({ addTagTypes: ['Invoice'] }).injectEndpoints({
  endpoints: (build) => ({
    getInvoices: build.query<InvoiceListResponse, InvoiceListParams>({
      query: (params) => ({ url: '/apps/invoice/invoices', params }),
      providesTags: (result) => [list, ...(result?.invoices ?? []).map(({ id }) => ({ type: 'Invoice' as const, id }))]
    }),
    getInvoice: build.query<InvoiceResponse, number>({
      query: (id) => ({ url: `/api/invoice/invoices/${id}` }),
      providesTags: (_result, _error, id) => [{ type: 'Invoice', id }]
    }),
    getInvoiceClients: build.query<InvoiceClientsResponse, void>({
      query: () => ({ url: '/api/invoice/clients' }),
      providesTags: [list]
    }),
    addInvoice: build.mutation<AddInvoiceResponse, AddInvoiceRequest['invoice']>({
      query: (invoice) => ({ url: '/apps/invoice/add-invoice', method: 'post', data: { invoice } }),
      invalidatesTags: [list]
    }),
    updateInvoice: build.mutation<UpdateInvoiceResponse, UpdateInvoiceRequest['invoice']>({
      query: (invoice) => ({ url: '/apps/invoice/update-invoice', method: 'post', data: { invoice } }),
      invalidatesTags: (_result, _error, { id }) => [list, { type: 'Invoice', id }]
    }),
    deleteInvoice: build.mutation<DeleteInvoiceResponse, DeleteInvoiceParams['id']>({
      query: (id) => ({ url: '/apps/invoice/delete', method: 'delete', params: { id } }),
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
