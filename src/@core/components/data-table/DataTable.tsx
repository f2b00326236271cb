import type { CSSProperties } from 'react'
import DataTableBase, { type TableColumn } from 'react-data-table-component'
import 'react-data-table-component/css'
import { useTranslation } from 'react-i18next'
import { Spinner } from 'reactstrap'
import { QueryState } from '../QueryState'
import { TablePager } from './TablePager'
import { useRowKeys } from './useRowKeys'
import { ScrollRegion } from '../ScrollRegion'
import { TableEmpty } from './TableEmpty'
import { useEngineProps, type TableLayout } from './engineProps'
import './data-table.scss'

export type { TableColumn }

export interface ServerTableProps<T> {
  label: string
  columns: TableColumn<T>[]
  rows: T[]
  total: number
  page: number
  perPage: number
  perPageOptions?: number[]
  loading: boolean
  error?: unknown
  onRetry?: () => void
  onPageChange: (page: number) => void
  onPerPageChange: (perPage: number) => void
  onSort: (sortField: string, direction: 'asc' | 'desc') => void
  defaultSortFieldId?: string | number
  defaultSortAsc?: boolean
  emptyText: string
  keyField?: keyof T & string
  onSelectionChange?: (rows: T[]) => void
  /** The user's column layout: density, widths and the pointer's resize and reorder. */
  layout?: TableLayout
}

/** While loading, the table holds its first page's height (up to ten rows): the page below it does not jump when the
 * rows come (the engine draws five placeholder rows whatever the page size). */
const loadingHeight = (perPage: number) => ({ '--nl-loading-rows': Math.min(perPage, 10) }) as CSSProperties

export function DataTable<T>(props: ServerTableProps<T>) {
  const { t } = useTranslation()
  const engine = useEngineProps<T>(props.layout)
  const keyed = useRowKeys(props.rows, props.keyField)
  if (props.error) return <QueryState error={props.error} onRetry={props.onRetry} />
  const empty = !props.loading && props.rows.length === 0
  return (
    <>
      {!empty && (
        <ScrollRegion
          label={props.label}
          className={props.loading ? 'nl-data-table nl-data-table-loading' : 'nl-data-table'}
          style={props.loading ? loadingHeight(props.perPage) : undefined}
        >
          <DataTableBase<T>
            ariaLabel={props.label}
            columns={props.columns}
            data={keyed.rows}
            keyField={keyed.keyField}
            {...engine}
            progressPending={props.loading}
            progressComponent={
              <div className="py-5">
                <Spinner color="primary">{t('table.loading')}</Spinner>
              </div>
            }
            sortServer
            defaultSortFieldId={props.defaultSortFieldId}
            defaultSortAsc={props.defaultSortAsc}
            selectableRows={Boolean(props.onSelectionChange)}
            onSelectedRowsChange={
              props.onSelectionChange &&
              ((selection) => props.onSelectionChange?.(selection.selectedRows.map(keyed.original)))
            }
            onSort={(column, sortDirection) =>
              column.sortField && props.onSort(column.sortField, sortDirection === 'asc' ? 'asc' : 'desc')
            }
          />
          {/* Drawn from the page and size it is given, not the engine's copy: a URL changed by Back shows at once. */}
          {!props.loading && props.rows.length > 0 && (
            <TablePager
              rowCount={props.total}
              currentPage={props.page}
              rowsPerPage={props.perPage}
              paginationRowsPerPageOptions={props.perPageOptions ?? [10, 25, 50]}
              onChangePage={props.onPageChange}
              onChangeRowsPerPage={props.onPerPageChange}
            />
          )}
        </ScrollRegion>
      )}
      <TableEmpty empty={empty} text={props.emptyText} />
    </>
  )
}
