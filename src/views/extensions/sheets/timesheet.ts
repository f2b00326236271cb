import { useTranslation } from 'react-i18next'
import type { TableColumn } from 'react-data-table-component'
import type { CsvColumn } from '@/utility/csv'
import { formatDate, formatMoney, numberFormat } from '@/utility/format'
import { demoTeam } from '@/utility/people.contract'

export interface TimesheetRow {
  id: number
  name: string
  city: string
  hours: number
  amount: number
  date: string
}

const cities = ['Osaka', 'Bergen', 'Lagos', 'Leeds', 'Valencia', 'Turku', 'Busan', 'Split', 'Turin']
const fields = ['name', 'city', 'hours', 'amount', 'date'] as const

/** A month's timesheet of the demo team: made-up hours at a made-up rate. */
export const timesheet: readonly TimesheetRow[] = demoTeam.map((person, index) => {
  const hours = 96 + ((index * 37) % 61) + (index % 2) / 2
  return {
    id: index + 1,
    name: person.name,
    city: cities[index % cities.length]!,
    hours,
    amount: hours * (42 + (index % 4) * 6),
    date: `2026-10-${String(3 + index * 2).padStart(2, '0')}`
  }
})

/** The same columns for the table on the page and for the exported file. */
export function useTimesheetColumns() {
  const { t, i18n } = useTranslation('extensions')
  const language = i18n.language
  const header = (field: (typeof fields)[number]) => t(`sheets.columns.${field}`)
  const shown = {
    name: (row: TimesheetRow) => row.name,
    city: (row: TimesheetRow) => row.city,
    hours: (row: TimesheetRow) => numberFormat(language).format(row.hours),
    amount: (row: TimesheetRow) => formatMoney(row.amount, language),
    date: (row: TimesheetRow) => formatDate(row.date, language)
  }
  const table: TableColumn<TimesheetRow>[] = fields.map((field) => ({
    id: field,
    name: header(field),
    selector: (row) => row[field],
    format: shown[field],
    sortable: true,
    minWidth: field === 'name' ? '12rem' : undefined,
    right: field === 'hours' || field === 'amount'
  }))
  const file: CsvColumn<TimesheetRow>[] = fields.map((field) => ({
    header: header(field),
    value: (row) => row[field]
  }))
  return { table, file }
}
