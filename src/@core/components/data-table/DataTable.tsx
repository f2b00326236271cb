import DataTableBase, { Direction, type TableColumn, type Theme } from 'react-data-table-component'
import 'react-data-table-component/css'
import { useTranslation } from 'react-i18next'
import { Spinner } from 'reactstrap'
import { useLayoutSettings } from '../../hooks/useLayoutSettings'
import { QueryState } from '../QueryState'
import { TablePager } from './TablePager'
import { useRowKeys } from './useRowKeys'
import { ScrollRegion } from '../ScrollRegion'
import { TableEmpty } from './TableEmpty'
import './data-table.scss'

export type { TableColumn }

// Bootstrap's variables, so every skin applies with no JavaScript theme switch.
export const skinTheme: Theme = {
  primary: 'var(--bs-primary)',
  text: {
    primary: 'var(--bs-body-color)',
    secondary: 'var(--bs-secondary-color)',
    disabled: 'var(--bs-tertiary-color)'
  },
  background: { default: 'var(--nl-card-bg)', header: 'var(--bs-tertiary-bg)', footer: 'var(--nl-card-bg)' },
  context: { background: 'var(--bs-primary)', text: '#fff' },
  divider: { default: 'var(--bs-border-color)' },
  button: {
    default: 'var(--bs-secondary-color)',
    focus: 'rgba(var(--bs-primary-rgb), 0.2)',
    hover: 'var(--bs-tertiary-bg)',
    disabled: 'var(--bs-tertiary-color)'
  },
  selected: { default: 'rgba(var(--bs-primary-rgb), 0.1)', text: 'var(--bs-emphasis-color)' },
  highlightOnHover: { default: 'var(--bs-tertiary-bg)', text: 'var(--bs-emphasis-color)' },
  striped: { default: 'var(--bs-tertiary-bg)', text: 'var(--bs-body-color)' },
  spacing: { rowHeight: '3.5rem' },
  typography: { fontSize: '0.875rem', fontFamily: 'inherit' },
  shape: { borderRadius: '0' }
}

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

export interface TableLayout {
  dense: boolean
  widths: Record<string, number>
  onResize: (id: string, width: number) => void
  onReorder: (ids: string[]) => void
}

export function DataTable<T>(props: ServerTableProps<T>) {
  const { t } = useTranslation()
  const { direction } = useLayoutSettings()
  const keyed = useRowKeys(props.rows, props.keyField)
  if (props.error) return <QueryState error={props.error} onRetry={props.onRetry} />
  const empty = !props.loading && props.rows.length === 0
  return (
    <>
      {!empty && (
        <ScrollRegion label={props.label} className="nl-data-table">
          <DataTableBase<T>
            ariaLabel={props.label}
            columns={props.columns}
            data={keyed.rows}
            keyField={keyed.keyField}
            direction={direction === 'rtl' ? Direction.RTL : Direction.LTR}
            theme={skinTheme}
            responsive={false}
            highlightOnHover
            dense={props.layout?.dense}
            resizable={Boolean(props.layout)}
            initialColumnWidths={props.layout?.widths}
            onColumnResize={props.layout && ((id, width) => props.layout?.onResize(String(id), width))}
            onColumnOrderChange={
              props.layout &&
              ((order) => props.layout?.onReorder(order.map((column, index) => String(column.id ?? index))))
            }
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
