import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Download } from 'lucide-react'
import { Button } from 'reactstrap'
import { LocalTable } from '@core/components/data-table/LocalTable'
import { ExportDialog } from '../../sheets/ExportDialog'
import { timesheet, useTimesheetColumns } from '../../sheets/timesheet'

/** The whole table goes out as .xlsx, .csv or .txt under the name typed in the dialog. */
export default function ExportTable() {
  const { t } = useTranslation('extensions')
  const columns = useTimesheetColumns()
  const [open, setOpen] = useState(false)
  return (
    <div className="d-grid gap-3">
      <div>
        <Button color="primary" onClick={() => setOpen(true)}>
          <Download size={16} aria-hidden="true" />
          <span className="ms-1">{t('sheets.export')}</span>
        </Button>
      </div>
      <LocalTable
        label={t('sheets.tableLabel')}
        columns={columns.table}
        rows={[...timesheet]}
        emptyText={t('sheets.noRows')}
        perPage={5}
      />
      <ExportDialog isOpen={open} onClose={() => setOpen(false)} rows={timesheet} columns={columns.file} />
    </div>
  )
}
