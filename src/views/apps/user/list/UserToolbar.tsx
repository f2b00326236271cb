import { Download, Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'
import { SearchBox } from '@core/list/SearchBox'
import { useExportNotice } from '@widgets/notifications/useExportNotice'
import { downloadFile, toCsv } from '@/utility/csv'
import type { ManagedUser } from '../contract'
import { exportColumns } from './exportColumns'

interface Props {
  q: string
  onSearch: (q: string) => void
  rows: ManagedUser[]
  onAdd: () => void
}

export function UserToolbar({ q, onSearch, rows, onAdd }: Props) {
  const { t } = useTranslation('user')
  const exported = useExportNotice('users')
  const exportRows = () => {
    downloadFile('users.csv', toCsv(rows, exportColumns(t)))
    exported('users.csv', rows.length)
  }

  return (
    <div className="d-flex flex-wrap align-items-end gap-2 p-3">
      <SearchBox
        id="user-search"
        className="flex-grow-1 user-search"
        label={t('toolbar.search')}
        placeholder={t('toolbar.searchPlaceholder')}
        q={q}
        onSearch={onSearch}
      />
      <div className="d-flex flex-wrap gap-2">
        <Button color="secondary" outline onClick={exportRows} disabled={rows.length === 0}>
          <Download size={16} className="me-2" aria-hidden="true" />
          {t('toolbar.export')}
        </Button>
        <Button color="primary" onClick={onAdd}>
          <Plus size={16} className="me-2" aria-hidden="true" />
          {t('toolbar.add')}
        </Button>
      </div>
    </div>
  )
}
