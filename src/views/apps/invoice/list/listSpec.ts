import { defaultPerPageOptions, type ListStateSpec } from '@core/list/useListState'
import { invoiceListParams } from '../contract'

export const listSpec: ListStateSpec<typeof invoiceListParams> = {
  params: invoiceListParams,
  perPageOptions: defaultPerPageOptions
}
