import { useState } from 'react'
import { DataTable, type TableColumn } from '../components/data-table/DataTable'
import { defaultPerPageOptions, type ListUpdate } from './useListState'
import type { SortDirection } from '@/utility/contract'

/** The part of a list's URL state the table shows. */
interface TableState {
  page: number
  perPage: number
  sort: SortDirection
  sortColumn: string
}

/** What the table shows of a list query. */
interface ListResult<T> {
  rows: T[]
  total: number
  /** A request is under way (first load or refetch). */
  isFetching: boolean
  /** Rows are already there (a refetch keeps them on screen, dimmed). */
  hasData: boolean
  error?: string | null
  refetch: () => void
}

/** A list query (RTK Query's result fits). */
export interface ListQuery<D> {
  data?: D
  isFetching: boolean
  error?: { message?: string }
  refetch: () => void
}

interface Props<T, S extends TableState, D> {
  label: string
  columns: TableColumn<T>[]
  /** The URL list state (`useListState`'s result). */
  list: { state: S; update: ListUpdate<S> }
  query: ListQuery<D>
  /** The rows of the answer (its `total` is the count of every match). */
  rows: (data: D) => T[]
  emptyText: string
  perPageOptions?: readonly number[]
  keyField?: keyof T & string
  /** Rows can be selected; called with the selection. */
  onSelectionChange?: (rows: T[]) => void
}

/** The server-paged, server-sorted table of every list screen, bound to the URL list state. The
 *  library keeps the sort arrow and page size itself, so when the URL changes them by other means
 *  (Back, Forward, a link) the table is drawn afresh from the URL; its own changes keep it as is. */
export function ListTable<T, S extends TableState, D extends { total: number }>({
  label,
  columns,
  list,
  query,
  rows,
  emptyText,
  perPageOptions = defaultPerPageOptions,
  keyField = 'id' as keyof T & string,
  onSelectionChange
}: Props<T, S, D>) {
  const { state, update } = list
  const result = listResult(query, (data) => ({ rows: rows(data), total: data.total }))
  const [shown, setShown] = useState({
    sort: state.sort,
    sortColumn: state.sortColumn,
    perPage: state.perPage
  })
  const [generation, setGeneration] = useState(0)
  if (shown.sort !== state.sort || shown.sortColumn !== state.sortColumn || shown.perPage !== state.perPage) {
    setShown({ sort: state.sort, sortColumn: state.sortColumn, perPage: state.perPage })
    setGeneration(generation + 1)
  }
  const sortable = new Set(
    columns.flatMap((column) => (column.sortable && column.sortField ? [column.sortField] : []))
  )
  const change = (next: Partial<TableState>) => {
    setShown({ ...shown, ...next })
    update(next as Partial<S>)
  }

  return (
    <div
      className={result.isFetching && result.hasData ? 'nl-table-stale' : undefined}
      aria-busy={result.isFetching}
    >
      <DataTable<T>
        key={generation}
        label={label}
        columns={columns}
        rows={result.rows}
        total={result.total}
        page={state.page}
        perPage={state.perPage}
        perPageOptions={[...perPageOptions]}
        loading={result.isFetching && !result.hasData}
        error={result.error}
        onRetry={result.refetch}
        onPageChange={(page) => page !== state.page && update({ page } as Partial<S>)}
        onPerPageChange={(perPage) => perPage !== state.perPage && change({ perPage })}
        onSort={(sortColumn, sort) => sortable.has(sortColumn) && change({ sortColumn, sort })}
        defaultSortFieldId={
          columns.find((column) => column.sortField === state.sortColumn)?.id ?? state.sortColumn
        }
        defaultSortAsc={state.sort === 'asc'}
        emptyText={emptyText}
        keyField={keyField}
        onSelectionChange={onSelectionChange}
      />
    </div>
  )
}

/** A list query's result as the table takes it; `pick` names the rows and total. */
function listResult<D, T>(
  query: ListQuery<D>,
  pick: (data: D) => { rows: T[]; total: number }
): ListResult<T> {
  const picked = query.data === undefined ? { rows: [], total: 0 } : pick(query.data)
  return {
    ...picked,
    isFetching: query.isFetching,
    hasData: query.data !== undefined,
    error: query.error ? (query.error.message ?? String(query.error)) : null,
    refetch: query.refetch
  }
}
