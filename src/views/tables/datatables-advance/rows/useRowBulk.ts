import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { BulkSpec } from '@core/list/bulk/types'
import { useBulkActions } from '@core/list/bulk/useBulkActions'
import { useUndoEntry } from '@widgets/activity/useUndoEntry'
import {
  useDeleteEmployeesMutation,
  useLazyGetEmployeePageQuery,
  useUpdateEmployeesMutation
} from '../../api'
import { employeeStatuses, type Employee, type EmployeeListParams } from '../../contract'
import { exportColumns } from '../exportColumns'

/** The rows' selection: a status for all, deleted, each undoable from its toast; or exported to CSV or .xlsx. */
export function useRowBulk(params: EmployeeListParams): BulkSpec<Employee> {
  const { t } = useTranslation('tables')
  const [readPage] = useLazyGetEmployeePageQuery()
  const [updateEmployees] = useUpdateEmployeesMutation()
  const [deleteEmployees] = useDeleteEmployeesMutation()
  const { remove, set } = useBulkActions()
  const undo = useUndoEntry()
  return useMemo(
    () => ({
      rowName: (row) => row.full_name,
      actions: [
        ...set(
          t('employees.columns.status'),
          employeeStatuses.map((status, index) => ({
            value: String(index + 1),
            label: t(`employees.status.${status}`)
          })),
          (status, selection) => updateEmployees({ selection, change: { status: Number(status) } }),
          { undo }
        ),
        remove((selection) => deleteEmployees({ selection }), undo)
      ],
      export: {
        file: 'employees',
        columns: exportColumns(t),
        page: (page, perPage) =>
          readPage({ ...params, page, perPage })
            .unwrap()
            .then((data) => ({ rows: data.invoices, total: data.total }))
      }
    }),
    [t, set, remove, undo, updateEmployees, deleteEmployees, readPage, params]
  )
}
