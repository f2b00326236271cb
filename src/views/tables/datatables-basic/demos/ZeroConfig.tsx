import DataTable from 'react-data-table-component'
import { skinTheme } from '@core/components/data-table/engineProps'
import { useTranslation } from 'react-i18next'
import { ScrollRegion } from '@core/components/ScrollRegion'
import { WithEmployees } from '../../employees/WithEmployees'

/** The library with columns and data, the skin's colours and a translated empty text: no paging, ten rows. */
export default function ZeroConfigTable() {
  const { t } = useTranslation('tables')
  return (
    <WithEmployees>
      {(rows) => (
        <ScrollRegion label={t('datatables-basic.demos.ZeroConfig.title')} className="nl-data-table">
          <DataTable
            ariaLabel={t('datatables-basic.demos.ZeroConfig.title')}
            responsive={false}
            theme={skinTheme}
            noDataComponent={<div className="py-5 text-body-secondary">{t('employees.empty')}</div>}
            data={rows.slice(0, 10)}
            columns={[
              { name: t('employees.columns.name'), selector: (row) => row.full_name },
              { name: t('employees.columns.post'), selector: (row) => row.post },
              { name: t('employees.columns.city'), selector: (row) => row.city }
            ]}
          />
        </ScrollRegion>
      )}
    </WithEmployees>
  )
}
