import type { ListStateSpec } from '@core/list/useListState'
import { paging } from '@/utility/list.contract'
import { blogListParams } from '../contract'

const listParams = { ...blogListParams, page: paging(6).page }

/** The answer is every matching post: the page is cut in the browser, so it is not sent. */
export const listSpec: ListStateSpec<typeof listParams> = { params: listParams, local: ['page'] }

export const perPage = 6
