import { defaultPerPageOptions, type ListStateSpec } from '@core/list/useListState'
import { permissionListParams } from '../contract'

export const listSpec: ListStateSpec<typeof permissionListParams> = {
  params: permissionListParams,
  perPageOptions: defaultPerPageOptions
}
