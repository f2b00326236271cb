import { defaultPerPageOptions, type ListStateSpec } from '@core/list/useListState'
import { userListParams } from '../contract'

export const listSpec: ListStateSpec<typeof userListParams> = {
  params: userListParams,
  perPageOptions: defaultPerPageOptions
}
