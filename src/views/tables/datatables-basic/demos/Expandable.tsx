import { useTranslation } from 'react-i18next'
import type { ExpanderComponentProps } from 'react-data-table-component'
import { LocalTable } from '@core/components/data-table/LocalTable'
import { formatDate } from '@/utility/format'
import type { Employee } from '../../contract'
import { useEmployeeColumns } from '../../employees/useEmployeeColumns'
import { WithEmployees } from '../../employees/WithEmployees'

function Details({ data }: ExpanderComponentProps<Employee>) {
  const { t, i18n } = useTranslation('tables')
  const facts = [
    [t('employees.columns.city'), data.city],
    [t('employees.columns.experience'), data.experience],
    [t('employees.columns.startDate'), formatDate(data.start_date, i18n.language)],
    [t('employees.columns.email'), data.email]
  ]
  return (
    <dl className="row mb-0 px-4 py-3 bg-body-tertiary">
      {facts.map(([term, value]) => (
        <div key={term} className="col-sm-6 col-lg-3">
          <dt className="small text-body-secondary">{term}</dt>
          <dd className="mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** Each row opens onto the details the columns leave out. */
export default function ExpandableRows() {
  const { t } = useTranslation('tables')
  const columns = useEmployeeColumns(['name', 'salary', 'status'])
  return (
    <WithEmployees>
      {(rows) => (
        <LocalTable
          label={t('datatables-basic.demos.Expandable.title')}
          columns={columns}
          rows={rows}
          emptyText={t('employees.empty')}
          expanded={Details}
        />
      )}
    </WithEmployees>
  )
}
