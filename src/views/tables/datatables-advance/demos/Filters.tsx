import { useMemo, useRef, useState } from 'react'
import { Download, RotateCcw } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'
import { LocalTable } from '@core/components/data-table/LocalTable'
import { arrangeColumns, columnChoices } from '@core/list/columns/arrange'
import { ColumnMenu } from '@core/list/columns/ColumnMenu'
import { useColumnLayout } from '@core/list/columns/useColumnLayout'
import { downloadFile, toCsv } from '@/utility/csv'
import type { Employee } from '../../contract'
import { useEmployeeColumns } from '../../employees/useEmployeeColumns'
import { WithEmployees } from '../../employees/WithEmployees'
import { exportColumns } from '../exportColumns'
import { FilterForm } from '../FilterForm'
import { filterEmployees, noFilters, type EmployeeFilters } from '../filters'

function FilteredTable({ rows }: { rows: Employee[] }) {
  const { t } = useTranslation('tables')
  const [filters, setFilters] = useState<EmployeeFilters>(noFilters)
  const shown = useMemo(() => filterEmployees(rows, filters), [rows, filters])
  const columns = useEmployeeColumns(['name', 'email', 'city', 'startDate', 'salary', 'status'])
  const choices = useMemo(() => columnChoices(columns), [columns])
  const control = useColumnLayout(
    'datatables.advance.filters',
    choices.map((choice) => choice.id)
  )
  const { layout } = control
  const [redraws, setRedraws] = useState(0)
  const box = useRef<HTMLDivElement>(null)
  const measure = (id: string) =>
    box.current?.querySelector<HTMLElement>(`.rdt_TableCol[data-column-id="${CSS.escape(id)}"]`)
      ?.offsetWidth || 150
  const exportRows = () => downloadFile('employees.csv', toCsv(shown, exportColumns(t)))
  return (
    <>
      <FilterForm filters={filters} onChange={(change) => setFilters({ ...filters, ...change })} />
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <span className="me-auto" role="status">
          {t('datatables-advance.results', { count: shown.length, total: rows.length })}
        </span>
        <Button color="secondary" outline onClick={() => setFilters(noFilters)}>
          <RotateCcw size={16} className="me-2" aria-hidden="true" />
          {t('datatables-advance.reset')}
        </Button>
        <Button color="primary" onClick={exportRows} disabled={shown.length === 0}>
          <Download size={16} className="me-2" aria-hidden="true" />
          {t('datatables-advance.export')}
        </Button>
      </div>
      <div ref={box}>
        <div className="d-flex justify-content-end mb-2">
          <ColumnMenu
            choices={choices}
            columns={control}
            onLayoutChange={() => setRedraws(redraws + 1)}
            measure={measure}
          />
        </div>
        <LocalTable
          key={redraws}
          label={t('datatables-advance.demos.Filters.title')}
          columns={arrangeColumns(columns, layout)}
          rows={shown}
          emptyText={t('datatables-advance.none')}
          layout={control.table}
        />
      </div>
    </>
  )
}

/** Every filter narrows the rows the others left; the export takes exactly the rows found. */
export default function AdvancedFilters() {
  return <WithEmployees>{(rows) => <FilteredTable rows={rows} />}</WithEmployees>
}
