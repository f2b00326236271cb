import { useTranslation } from 'react-i18next'
import { LocalTable } from '@core/components/data-table/LocalTable'
import { useEmployeeColumns } from '../../employees/useEmployeeColumns'
import { WithEmployees } from '../../employees/WithEmployees'

/** All 100 rows loaded once; the table pages and sorts them in the browser. */
export default function BasicTable() {
  const { t } = useTranslation('tables')
  const columns = useEmployeeColumns(['name', 'email', 'startDate', 'salary', 'age', 'status'])
  return (
    <WithEmployees>
      {(rows) => (
        <LocalTable
          label={t('datatables-basic.demos.Basic.title')}
          columns={columns}
          rows={rows}
          emptyText={t('employees.empty')}
        />
      )}
    </WithEmployees>
  )
}
