import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import type { TableColumn } from '@core/components/data-table/DataTable'
import { ListTable } from '@core/list/ListTable'
import type { useListState } from '@core/list/useListState'
import { useGetEmployeePageQuery } from '../../api'
import type { Employee } from '../../contract'
import { rowRequest, type groupViewSpec } from '../grouping/groupView'
import { useRowBulk } from './useRowBulk'

/** The list's name for its remembered columns and saved views, grouped or not. */
export const rowsListKey = 'datatables.advance'

interface Props {
  list: ReturnType<typeof useListState<(typeof groupViewSpec)['params']>>
  columns: TableColumn<Employee>[]
}

/** The rows, not grouped: paged, sorted and searched on the server, with columns, views, selection and edits. */
export function EmployeeRows({ list, columns }: Props) {
  const { t } = useTranslation('tables')
  const params = rowRequest(list.state)
  const query = useGetEmployeePageQuery(params)
  const bulk = useRowBulk(params)
  const rows = useCallback((data: { invoices: Employee[] }) => data.invoices, [])
  return (
    <ListTable
      label={t('datatables-advance.rows.label')}
      columns={columns}
      list={list}
      query={query}
      rows={rows}
      emptyText={t('employees.empty')}
      listKey={rowsListKey}
      bulk={bulk}
    />
  )
}
