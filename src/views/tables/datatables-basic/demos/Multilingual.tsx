import { useTranslation } from 'react-i18next'
import { LocalTable } from '@core/components/data-table/LocalTable'
import { useEmployeeColumns } from '../../employees/useEmployeeColumns'
import { WithEmployees } from '../../employees/WithEmployees'

/** Headers, dates, amounts and the pager follow the language chosen in the navbar. */
export default function MultilingualTable() {
  const { t, i18n } = useTranslation('tables')
  const columns = useEmployeeColumns(['name', 'city', 'startDate', 'salary', 'status'])
  return (
    <WithEmployees>
      {(rows) => (
        <>
          <p className="text-body-secondary">
            {t('datatables-basic.sample.language', {
              language: t(`datatables-basic.sample.languages.${i18n.resolvedLanguage ?? 'en'}`)
            })}
          </p>
          <LocalTable
            label={t('datatables-basic.demos.Multilingual.title')}
            columns={columns}
            rows={rows}
            emptyText={t('employees.empty')}
          />
        </>
      )}
    </WithEmployees>
  )
}
