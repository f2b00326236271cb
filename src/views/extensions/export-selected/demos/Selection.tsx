import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Download } from 'lucide-react'
import { Button } from 'reactstrap'
import { LocalTable } from '@core/components/data-table/LocalTable'
import { ExportDialog } from '../../sheets/ExportDialog'
import { timesheet, useTimesheetColumns, type TimesheetRow } from '../../sheets/timesheet'

/** Only the ticked rows go out; with none ticked the button waits and says why. */
export default function ExportSelection() {
  const { t } = useTranslation('extensions')
  const columns = useTimesheetColumns()
  const [selected, setSelected] = useState<TimesheetRow[]>([])
  const [open, setOpen] = useState(false)
  const hintId = useId()
  return (
    <div className="d-grid gap-3">
      <div className="d-flex flex-wrap align-items-center gap-3">
        <Button
          color="primary"
          disabled={selected.length === 0}
          aria-describedby={hintId}
          onClick={() => setOpen(true)}
        >
          <Download size={16} aria-hidden="true" />
          <span className="ms-1">{t('sheets.exportSelected', { count: selected.length })}</span>
        </Button>
        <span id={hintId} className="text-body-secondary small" aria-live="polite">
          {selected.length === 0
            ? t('sheets.selectHint')
            : t('sheets.selectedCount', { count: selected.length })}
        </span>
      </div>
      <LocalTable
        label={t('sheets.tableLabel')}
        columns={columns.table}
        rows={[...timesheet]}
        emptyText={t('sheets.noRows')}
        perPage={5}
        onSelectionChange={(rows) => setSelected([...rows].sort((a, b) => a.id - b.id))}
      />
      <ExportDialog isOpen={open} onClose={() => setOpen(false)} rows={selected} columns={columns.file} />
    </div>
  )
}
