import type { ComponentType } from 'react'
import DataTableBase, { type ExpanderComponentProps, type TableColumn } from 'react-data-table-component'
import 'react-data-table-component/css'
import { ScrollRegion } from '../ScrollRegion'
import { useEngineProps, type TableLayout } from './engineProps'
import { useExpander } from './useExpander'
import { TablePager } from './TablePager'
import { TableEmpty } from './TableEmpty'
import { useRowKeys } from './useRowKeys'
import './data-table.scss'

interface Props<T> {
  label: string
  columns: TableColumn<T>[]
  rows: T[]
  emptyText: string
  perPage?: number
  keyField?: keyof T & string
  defaultSortFieldId?: string | number
  onSelectionChange?: (rows: T[]) => void
  /** Flip it to clear the selection (after a bulk action). */
  clearSelection?: boolean
  expanded?: ComponentType<ExpanderComponentProps<T>>
  /** The user's column layout from the Columns menu: density, widths and the pointer's resize and reorder. */
  layout?: TableLayout
}

/** A table over rows already in the browser: it pages and sorts them itself. */
export function LocalTable<T>({
  label,
  columns,
  rows,
  emptyText,
  perPage = 10,
  keyField,
  ...props
}: Props<T>) {
  const engine = useEngineProps<T>(props.layout)
  const expander = useExpander(props.expanded)
  const keyed = useRowKeys(rows, keyField)
  const empty = rows.length === 0
  return (
    <>
      {!empty && (
        <ScrollRegion label={label} className="nl-data-table">
          <DataTableBase<T>
            ariaLabel={label}
            columns={[...expander.column, ...columns]}
            data={keyed.rows}
            keyField={keyed.keyField}
            {...engine}
            pagination
            paginationPerPage={perPage}
            paginationRowsPerPageOptions={[perPage, 25, 50, 100].filter((n, i, all) => all.indexOf(n) === i)}
            paginationComponent={TablePager}
            defaultSortFieldId={props.defaultSortFieldId}
            selectableRows={Boolean(props.onSelectionChange)}
            onSelectedRowsChange={
              props.onSelectionChange &&
              ((selection) => props.onSelectionChange?.(selection.selectedRows.map(keyed.original)))
            }
            clearSelectedRows={props.clearSelection}
            {...expander.props}
          />
        </ScrollRegion>
      )}
      <TableEmpty empty={empty} text={emptyText} />
    </>
  )
}
