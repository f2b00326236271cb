import { useMemo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod/mini'
import type { TableColumn } from '@core/components/data-table/DataTable'
import { EditableCell } from '@core/list/edit/EditableCell'
import { formatMoney } from '@/utility/format'
import {
  employeeSchema,
  employeeStatuses,
  salaryOf,
  type Employee,
  type EmployeeUpdate
} from '../../contract'
import { StatusBadge } from '../../employees/StatusBadge'
import { useEmployeeColumns } from '../../employees/useEmployeeColumns'

type CellField = 'post' | 'city' | 'salary' | 'age' | 'status'
type Change = Omit<EmployeeUpdate, 'id' | 'version'>
export type SaveRow = (row: Employee, change: Change) => PromiseLike<{ error?: unknown }>

/**
 * What each column takes so all eight fit a 1440 px screen: long text wraps (an email anywhere) instead of being cut
 * off, the short ones take what they need.
 */
const fit: Record<string, Partial<TableColumn<Employee>>> = {
  full_name: { minWidth: '180px' },
  post: { minWidth: '110px', wrap: true },
  email: { minWidth: '160px', wrap: true, style: { overflowWrap: 'anywhere' } },
  city: { minWidth: '90px', wrap: true },
  start_date: { minWidth: '104px' },
  salary: { minWidth: '112px' },
  age: { minWidth: '64px', maxWidth: '80px' },
  status: { minWidth: '118px' }
}

// A select gives its value as text: the status number is read from it, then checked by the contract's rule.
const statusInput = z.pipe(z.coerce.number(), employeeSchema.shape.status)

/** The advanced table's columns; office, position, salary, age and status edit in place. */
export function useRowColumns(save: SaveRow): TableColumn<Employee>[] {
  const { t, i18n } = useTranslation('tables')
  const base = useEmployeeColumns(['name', 'post', 'email', 'city', 'startDate', 'salary', 'age', 'status'])
  const statusOptions = useMemo(
    () =>
      employeeStatuses.map((status, index) => ({
        value: String(index + 1),
        label: t(`employees.status.${status}`)
      })),
    [t]
  )
  const editors: Record<CellField, { schema: z.ZodMiniType; render?: (value: string) => ReactNode }> = {
    post: { schema: employeeSchema.shape.post },
    city: { schema: employeeSchema.shape.city },
    salary: {
      schema: employeeSchema.shape.salary,
      render: (value) => formatMoney(salaryOf({ salary: value }), i18n.language)
    },
    age: { schema: employeeSchema.shape.age },
    status: { schema: statusInput, render: (value) => <StatusBadge status={Number(value)} /> }
  }
  return base.map((plain) => {
    const column = { ...plain, ...fit[String(plain.id)] }
    const field = column.id as CellField
    const editor = editors[field]
    if (!editor) return column
    return {
      ...column,
      cell: (row: Employee) => (
        <EditableCell
          value={String(row[field])}
          render={editor.render ?? ((value) => value)}
          field={String(column.name)}
          rowName={row.full_name}
          schema={editor.schema}
          options={field === 'status' ? statusOptions : undefined}
          save={(value) => save(row, { [field]: field === 'status' ? Number(value) : value })}
        />
      )
    }
  })
}
