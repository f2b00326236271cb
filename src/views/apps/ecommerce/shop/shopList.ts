import type { ListState, ListStateSpec, ListUpdate } from '@core/list/useListState'
import { choice } from '@/utility/list.contract'
import { productListParams } from '../contract'

const shopParams = { ...productListParams, view: choice(['grid', 'list'], 'grid') }

export const shopSpec: ListStateSpec<typeof shopParams> = { params: shopParams, local: ['view'] }

export type ShopParams = typeof shopParams
export type ShopState = ListState<typeof shopParams>
export type ShopView = ShopState['view']
export type ShopUpdate = ListUpdate<ShopState>

export const activeFilterCount = (state: ShopState) =>
  state.brands.length +
  (state.category ? 1 : 0) +
  (state.minPrice !== null || state.maxPrice !== null ? 1 : 0) +
  (state.rating ? 1 : 0) +
  (state.freeShipping ? 1 : 0)
