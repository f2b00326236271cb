import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Spinner } from 'reactstrap'
import { Alert } from '@core/components/overlays'
import { FileField } from '@core/forms/fields/FileField'
import { xlsxType } from '@/utility/sheetFile'
import { ImportedTable } from '../ImportedTable'
import { useSheetImport } from '../useSheetImport'
import { Form } from '@core/forms/Form'

const accept = { [xlsxType]: ['.xlsx'], 'text/csv': ['.csv'] }

/** A workbook or a CSV file, dropped or picked, read in the browser and shown as a table. */
function ImportFromFileFields() {
  const { t } = useTranslation('extensions')
  const read = useSheetImport(useWatch({ name: 'sheet' }))
  return (
    <div className="d-grid gap-3">
      <FileField
        name="sheet"
        accept={accept}
        maxSize={2 * 1024 * 1024}
        label={t('sheets.pick')}
        className="mb-0"
      />
      {read.state === 'idle' && <p className="mb-0 text-body-secondary">{t('sheets.nothingYet')}</p>}
      {read.state === 'reading' && <Spinner size="sm">{t('sheets.reading')}</Spinner>}
      {read.state === 'failed' && (
        <Alert color="danger" className="mb-0">
          {t(`sheets.problems.${read.problem}`, { name: read.file.name })}
        </Alert>
      )}
      {read.state === 'read' && <ImportedTable table={read.table} fileName={read.file.name} />}
    </div>
  )
}

export default function ImportFromFile() {
  return (
    <Form<{ sheet: File | null }> defaultValues={{ sheet: null }}>
      <ImportFromFileFields />
    </Form>
  )
}
