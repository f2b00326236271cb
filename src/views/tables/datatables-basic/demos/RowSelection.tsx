import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'
import { LocalTable } from '@core/components/data-table/LocalTable'
import { notify } from '@core/components/toast'
import type { Employee } from '../../contract'
import { useEmployeeColumns } from '../../employees/useEmployeeColumns'
import { WithEmployees } from '../../employees/WithEmployees'

/** Tick rows, then act on all of them at once; the bulk action clears the selection. */
export default function RowSelection() {
  const { t } = useTranslation('tables')
  const columns = useEmployeeColumns(['name', 'email', 'status'])
  const [selected, setSelected] = useState<Employee[]>([])
  const [cleared, setCleared] = useState(false)
  const invite = () => {
    notify.success(t('datatables-basic.sample.invited', { count: selected.length }))
    setCleared(!cleared)
    setSelected([])
  }
  return (
    <WithEmployees>
      {(rows) => (
        <>
          <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
            <span aria-live="polite">
              {t('datatables-basic.sample.selected', { count: selected.length })}
            </span>
            <Button color="primary" size="sm" onClick={invite} disabled={selected.length === 0}>
              {t('datatables-basic.sample.invite')}
            </Button>
          </div>
          <LocalTable
            label={t('datatables-basic.demos.RowSelection.title')}
            columns={columns}
            rows={rows}
            emptyText={t('employees.empty')}
            onSelectionChange={setSelected}
            clearSelection={cleared}
          />
        </>
      )}
    </WithEmployees>
  )
}
