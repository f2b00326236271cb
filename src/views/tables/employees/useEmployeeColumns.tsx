import type { TableColumn } from '@core/components/data-table/DataTable'
import { useTranslation } from 'react-i18next'
import { formatDate, formatMoney } from '@/utility/format'
import { salaryOf, type Employee } from '../contract'
import { EmployeeCell } from './EmployeeCell'
import { StatusBadge } from './StatusBadge'

export type EmployeeColumn = 'name' | 'post' | 'email' | 'city' | 'startDate' | 'salary' | 'age' | 'status'

/** The employee columns asked for, in that order, with headers in the current language. */
export function useEmployeeColumns(
  wanted: readonly EmployeeColumn[],
  sortable = true
): TableColumn<Employee>[] {
  const { t, i18n } = useTranslation('tables')
  const all: Record<EmployeeColumn, TableColumn<Employee>> = {
    name: {
      id: 'full_name',
      name: t('employees.columns.name'),
      sortField: 'full_name',
      selector: (row) => row.full_name,
      cell: (row) => <EmployeeCell employee={row} />,
      minWidth: '220px'
    },
    post: { id: 'post', name: t('employees.columns.post'), sortField: 'post', selector: (row) => row.post },
    email: {
      id: 'email',
      name: t('employees.columns.email'),
      sortField: 'email',
      selector: (row) => row.email,
      minWidth: '240px'
    },
    city: { id: 'city', name: t('employees.columns.city'), sortField: 'city', selector: (row) => row.city },
    startDate: {
      id: 'start_date',
      name: t('employees.columns.startDate'),
      sortField: 'start_date',
      selector: (row) => row.start_date,
      format: (row) => formatDate(row.start_date, i18n.language)
    },
    salary: {
      id: 'salary',
      name: t('employees.columns.salary'),
      sortField: 'salary',
      selector: (row) => salaryOf(row),
      format: (row) => formatMoney(salaryOf(row), i18n.language)
    },
    age: {
      id: 'age',
      name: t('employees.columns.age'),
      sortField: 'age',
      selector: (row) => Number(row.age),
      maxWidth: '90px'
    },
    status: {
      id: 'status',
      name: t('employees.columns.status'),
      selector: (row) => row.status,
      cell: (row) => <StatusBadge status={row.status} />
    }
  }
  return wanted.map((key) => ({ ...all[key], sortable: sortable && key !== 'status' }))
}
