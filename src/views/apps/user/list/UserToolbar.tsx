import { useState } from 'react'
import { Download, Plus, Search } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button, Input, InputGroup, InputGroupText, Label } from 'reactstrap'
import { downloadFile, toCsv } from '@/utility/csv'
import type { ManagedUser } from '../contract'
import { exportColumns } from './exportColumns'
import { useDebouncedCallback } from '@/utility/hooks/useDebouncedCallback'

interface Props {
  q: string
  onSearch: (q: string) => void
  rows: ManagedUser[]
  onAdd: () => void
}

/** Search box (sent once typing pauses), CSV export of the rows on screen, and "Add New User". */
export function UserToolbar({ q, onSearch, rows, onAdd }: Props) {
  const { t } = useTranslation('user')
  const [text, setText] = useState(q)
  // `sent` is the last query this box asked for; the URL follows a moment later. A new URL query
  // that is not ours (back, forward, a link) is shown in the box; ours never overwrites typing.
  const [sent, setSent] = useState(q)
  const [seen, setSeen] = useState(q)
  const search = useDebouncedCallback((value: string) => {
    setSent(value)
    onSearch(value)
  })
  if (q !== seen) {
    setSeen(q)
    if (q !== sent) {
      setSent(q)
      setText(q)
    }
  }

  const exportRows = () => downloadFile('users.csv', toCsv(rows, exportColumns(t)))

  return (
    <div className="d-flex flex-wrap align-items-end gap-2 p-3">
      <div className="flex-grow-1 user-search">
        <Label for="user-search" className="visually-hidden">
          {t('toolbar.search')}
        </Label>
        <InputGroup>
          <InputGroupText>
            <Search size={16} aria-hidden="true" />
          </InputGroupText>
          <Input id="user-search" type="search" placeholder={t('toolbar.searchPlaceholder')} value={text} onChange={(event) => {
              setText(event.target.value)
              search(event.target.value)
            }} />
        </InputGroup>
      </div>
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
