import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { BulkSpec } from '@core/list/bulk/types'
import { useLazyGetEmployeePageQuery } from '../../api'
import type { Employee, EmployeeListParams } from '../../contract'
import { exportColumns } from '../exportColumns'

/** The rows' selection: exported, a page or every matching row, to CSV or .xlsx (the demo deletes nothing). */
export function useRowBulk(params: EmployeeListParams): BulkSpec<Employee> {
  const { t } = useTranslation('tables')
  const [readPage] = useLazyGetEmployeePageQuery()
  return useMemo(
    () => ({
      rowName: (row) => row.full_name,
      actions: [],
      export: {
        file: 'employees',
        columns: exportColumns(t),
        page: (page, perPage) =>
          readPage({ ...params, page, perPage })
            .unwrap()
            .then((data) => ({ rows: data.invoices, total: data.total }))
      }
    }),
    [t, readPage, params]
  )
}
