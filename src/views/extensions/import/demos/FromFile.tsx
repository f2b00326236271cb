import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button, Spinner } from 'reactstrap'
import { Alert } from '@core/components/overlays'
import { FileField } from '@core/forms/fields/FileField'
import { xlsxType } from '@/utility/sheetFile'
import { sheetLimits } from '@/utility/sheetLimits'
import { ImportedTable } from '../ImportedTable'
import { useSheetImport } from '../useSheetImport'
import { Form } from '@core/forms/Form'

const accept = { [xlsxType]: ['.xlsx'], 'text/csv': ['.csv'] }
const megabyte = 1024 * 1024
const limits = {
  ...sheetLimits,
  fileMb: sheetLimits.fileBytes / megabyte,
  unpackedMb: sheetLimits.unpackedBytes / megabyte
}

/** A workbook or a CSV file, dropped or picked, read in the browser and shown as a table. */
function ImportFromFileFields() {
  const { t } = useTranslation('extensions')
  const { read, cancel } = useSheetImport(useWatch({ name: 'sheet' }))
  return (
    <div className="d-grid gap-3">
      <FileField
        name="sheet"
        accept={accept}
        maxSize={sheetLimits.fileBytes}
        label={t('sheets.pick')}
        className="mb-0"
      />
      <p className="mb-0 small text-body-secondary">{t('sheets.limits', limits)}</p>
      {read.state === 'idle' && <p className="mb-0 text-body-secondary">{t('sheets.nothingYet')}</p>}
      {read.state === 'reading' && (
        <div className="d-flex align-items-center gap-2" role="status">
          <Spinner size="sm" aria-hidden />
          <span>{t('sheets.reading')}</span>
          <Button color="secondary" outline size="sm" onClick={cancel}>
            {t('sheets.cancel')}
          </Button>
        </div>
      )}
      {read.state === 'cancelled' && (
        <p className="mb-0" role="status">
          {t('sheets.cancelled', { name: read.file.name })}
        </p>
      )}
      {read.state === 'failed' && (
        <Alert color="danger" className="mb-0">
          {t(`sheets.problems.${read.problem}`, { ...limits, name: read.file.name })}
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
