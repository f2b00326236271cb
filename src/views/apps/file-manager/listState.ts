import type { ListStateSpec } from '@core/list/useListState'
import { choice } from '@/utility/list.contract'
import { entryListParams } from './contract'

const { view, folderId, q, type, sortBy, sort } = entryListParams
const params = { view, folderId, q, type, sortBy, sort, layout: choice(['grid', 'list'] as const, 'grid') }

/** What the address keeps: the view or folder, the search, the type, the order and the layout. */
export const fileListSpec: ListStateSpec<typeof params> = { params, local: ['layout'] }
export type FileListParams = typeof params
