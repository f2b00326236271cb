import { useTranslation } from 'react-i18next'
import { RadioGroupField } from '@core/forms/fields/RadioGroupField'
import { TextField } from '@core/forms/fields/TextField'
import { ModalForm } from '@core/forms/ModalForm'
import { useExportNotice } from '@widgets/notifications/useExportNotice'
import { downloadBlob, type CsvColumn } from '@/utility/csv'
import { sheetBlob, sheetFormats } from '@/utility/sheetFile'
import { exportSchema, fileNameOf, type ExportFields } from './exportForm'

interface Props<T> {
  isOpen: boolean
  onClose: () => void
  rows: readonly T[]
  columns: readonly CsvColumn<T>[]
}

/** Asks for a file name and a format, then downloads the rows. */
export function ExportDialog<T>({ isOpen, onClose, rows, columns }: Props<T>) {
  const { t } = useTranslation('extensions')
  const exported = useExportNotice('extensions')
  const download = async (fields: ExportFields) => {
    const file = fileNameOf(fields)
    downloadBlob(file, await sheetBlob(fields.format, rows, columns))
    exported(file, rows.length)
  }
  return (
    <ModalForm
      namespace="extensions"
      isOpen={isOpen}
      title={t('sheets.dialogTitle')}
      intro={t('sheets.rowCount', { count: rows.length })}
      schema={exportSchema}
      defaultValues={{ fileName: t('sheets.defaultName'), format: 'xlsx' }}
      onSubmit={download}
      onClose={onClose}
      submitLabel={t('sheets.download')}
    >
      <TextField
        id="export-file-name"
        label={t('sheets.fileName')}
        help={t('sheets.fileNameHelp')}
        maxLength={60}
        name="fileName"
      />
      <RadioGroupField
        id="export-format"
        label={t('sheets.format')}
        className="mb-0"
        options={sheetFormats.map((format) => ({ value: format, label: t(`sheets.formats.${format}`) }))}
        name="format"
      />
    </ModalForm>
  )
}
