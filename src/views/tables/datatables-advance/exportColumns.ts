import type { TFunction } from 'i18next'
import type { CsvColumn } from '@/utility/csv'
import { statusKey, type Employee } from '../contract'

export function exportColumns(t: TFunction<'tables'>): CsvColumn<Employee>[] {
  return [
    { header: t('employees.columns.name'), value: (row) => row.full_name },
    { header: t('employees.columns.email'), value: (row) => row.email },
    { header: t('employees.columns.post'), value: (row) => row.post },
    { header: t('employees.columns.city'), value: (row) => row.city },
    { header: t('employees.columns.startDate'), value: (row) => row.start_date },
    { header: t('employees.columns.salary'), value: (row) => row.salary },
    { header: t('employees.columns.age'), value: (row) => row.age },
    { header: t('employees.columns.status'), value: (row) => t(`employees.status.${statusKey(row.status)}`) }
  ]
}
