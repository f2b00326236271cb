import { Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { DataTable, type TableColumn } from '../components/data-table/DataTable'
import { useDeferredFirstAnswer } from '../hooks/useDeferredFirstAnswer'
import { LeftOutNote } from '../components/LeftOutNote'
import { defaultPerPageOptions, type ListUpdate } from './useListState'
import type { SortDirection } from '@/utility/contract'
import { ListTools } from './ListTools'
import './list.scss'
import { arrangeColumns, columnChoices } from './columns/arrange'
import { useColumnLayout } from './columns/useColumnLayout'
import type { BulkSpec } from './bulk/types'
import { useBulkSelection } from './bulk/useBulkSelection'

interface TableState {
  page: number
  perPage: number
  sort: SortDirection
  sortColumn: string
}

interface ListResult<T> {
  rows: T[]
  total: number
  isFetching: boolean
  hasData: boolean
  error?: unknown
  refetch: () => void
}

export interface ListQuery<D> {
  data?: D
  isFetching: boolean
  error?: unknown
  refetch: () => void
}

interface Props<T, S extends TableState, D> {
  label: string
  columns: TableColumn<T>[]
  list: { state: S; update: ListUpdate<S>; narrowed: boolean; query: Record<string, string> }
  query: ListQuery<D>
  rows: (data: D) => T[]
  /** Shown when a search or filter finds nothing. */
  emptyText: string
  /** Shown when there is nothing at all (no search, no filter). */
  noneText?: string
  perPageOptions?: readonly number[]
  keyField?: keyof T & string
  onSelectionChange?: (rows: T[]) => void
  /** Names the list for its remembered columns; the page's path when one page has one list. */
  listKey?: string
  /** Row selection across pages and the actions on it. */
  bulk?: BulkSpec<T>
}

/** The page's path as a name: `/apps/user/list` is `apps.user.list`. */
const pathKey = (pathname: string) => pathname.split('/').filter(Boolean).join('.') || 'home'

/** Page and page size are drawn from the URL; the library keeps its own sort, so a sort from elsewhere redraws it. */
export function ListTable<T, S extends TableState, D extends { total: number; leftOut?: number }>({
  label,
  columns,
  list,
  query,
  rows,
  emptyText,
  noneText = emptyText,
  perPageOptions = defaultPerPageOptions,
  keyField = 'id' as keyof T & string,
  onSelectionChange,
  listKey,
  bulk
}: Props<T, S, D>) {
  const { state, update } = list
  const { pathname } = useLocation()
  const choices = useMemo(() => columnChoices(columns), [columns])
  const shownKey = listKey ?? pathKey(pathname)
  const columnLayout = useColumnLayout(
    shownKey,
    choices.map((choice) => choice.id)
  )
  const { layout } = columnLayout
  const shownColumns = useMemo(() => arrangeColumns(columns, layout), [columns, layout])
  const [redraws, setRedraws] = useState(0)
  const tableBox = useRef<HTMLDivElement>(null)
  const measure = (id: string) =>
    tableBox.current?.querySelector<HTMLElement>(`.rdt_TableCol[data-column-id="${CSS.escape(id)}"]`)
      ?.offsetWidth || 150
  const shownQuery = useDeferredFirstAnswer(query)
  const result = listResult(shownQuery, (data) => ({ rows: rows(data), total: data.total }))
  const selecting = useBulkSelection({
    bulk,
    rows: result.rows,
    total: result.total,
    query: list.query,
    keyField,
    box: tableBox
  })
  const selectColumn = selecting?.column
  const tableColumns = useMemo(
    () => (selectColumn ? [selectColumn, ...shownColumns] : shownColumns),
    [selectColumn, shownColumns]
  )
  const sort = `${state.sortColumn} ${state.sort}`
  const clickedSort = useRef(sort)
  const [sortRedraws, setSortRedraws] = useState(0)
  // The engine reads its sort arrow only when drawn: a sort that comes by other means (Back, a view) redraws it.
  useEffect(() => {
    if (sort === clickedSort.current) return
    clickedSort.current = sort
    setSortRedraws((count) => count + 1)
  }, [sort])
  const sortable = new Set(
    columns.flatMap((column) => (column.sortable && column.sortField ? [column.sortField] : []))
  )
  const onSort = (sortColumn: string, direction: SortDirection) => {
    if (!sortable.has(sortColumn)) return
    clickedSort.current = `${sortColumn} ${direction}`
    update({ sortColumn, sort: direction } as Partial<S>)
  }

  return (
    <>
      <div ref={tableBox} data-density={layout.density}>
        <Suspense fallback={<div className="nl-list-tools-placeholder" />}>
          <ListTools
            listKey={shownKey}
            view={{ label, query: list.query, sort, total: result.total }}
            choices={choices}
            columns={columnLayout}
            onLayoutChange={() => setRedraws(redraws + 1)}
            measure={measure}
          />
        </Suspense>
        {selecting?.bar}
        {selecting?.report}
        <div
          className={result.isFetching && result.hasData ? 'nl-table-stale' : undefined}
          aria-busy={result.isFetching}
        >
          <LeftOutNote count={shownQuery.data?.leftOut} />
          <DataTable<T>
            key={`${sortRedraws}.${redraws}`}
            label={label}
            columns={tableColumns}
            rows={result.rows}
            total={result.total}
            page={state.page}
            perPage={state.perPage}
            perPageOptions={[...perPageOptions]}
            loading={result.isFetching && !result.hasData}
            error={result.error}
            onRetry={result.refetch}
            onPageChange={(page) => page !== state.page && update({ page } as Partial<S>)}
            onPerPageChange={(perPage) => perPage !== state.perPage && update({ perPage } as Partial<S>)}
            onSort={onSort}
            defaultSortFieldId={
              columns.find((column) => column.sortField === state.sortColumn)?.id ?? state.sortColumn
            }
            defaultSortAsc={state.sort === 'asc'}
            emptyText={list.narrowed ? emptyText : noneText}
            keyField={keyField}
            onSelectionChange={onSelectionChange}
            layout={columnLayout.table}
          />
        </div>
      </div>
      {selecting?.dialog}
    </>
  )
}

function listResult<D, T>(
  query: ListQuery<D>,
  pick: (data: D) => { rows: T[]; total: number }
): ListResult<T> {
  const picked = query.data === undefined ? { rows: [], total: 0 } : pick(query.data)
  return {
    ...picked,
    isFetching: query.isFetching,
    hasData: query.data !== undefined,
    error: query.error,
    refetch: query.refetch
  }
}
