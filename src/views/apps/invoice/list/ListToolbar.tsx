import { useState } from 'react'
import { Plus, Search } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Input, InputGroup, InputGroupText, Label } from 'reactstrap'
import { addPath } from '../paths'
import { invoiceStatuses, isInvoiceStatus, statusLooks } from '../status'
import type { ListState } from './useListParams'
import { useDebouncedCallback } from '@/utility/hooks/useDebouncedCallback'

interface Props {
  state: ListState
  onChange: (change: Partial<ListState>) => void
}

/** "Create invoice", the search box (sent once typing pauses) and the status filter. */
export function ListToolbar({ state, onChange }: Props) {
  const { t } = useTranslation('invoice')
  const [text, setText] = useState(state.q)
  const [shownQ, setShownQ] = useState(state.q)
  const search = useDebouncedCallback((q: string) => onChange({ q }))
  // The URL changed under us (back, forward, a link): show its query in the box.
  if (state.q !== shownQ) {
    setShownQ(state.q)
    setText(state.q)
  }

  return (
    <div className="d-flex flex-wrap align-items-center gap-2 p-3">
      <Link to={addPath} className="btn btn-primary">
        <Plus size={16} className="me-2" aria-hidden="true" />
        {t('actions.create')}
      </Link>
      <div className="d-flex flex-wrap gap-2 ms-auto invoice-filters">
        <div className="flex-grow-1">
          <Label for="invoice-search" className="visually-hidden">
            {t('list.search')}
          </Label>
          <InputGroup>
            <InputGroupText>
              <Search size={16} aria-hidden="true" />
            </InputGroupText>
            <Input
              id="invoice-search"
              type="search"
              placeholder={t('list.searchPlaceholder')}
              value={text}
              onChange={(event) => {
                setText(event.target.value)
                search(event.target.value)
              }}
            />
          </InputGroup>
        </div>
        <div className="flex-grow-1">
          <Label for="invoice-status-filter" className="visually-hidden">
            {t('list.statusFilter')}
          </Label>
          <Input
            id="invoice-status-filter"
            type="select"
            value={state.status}
            onChange={(event) => onChange({ status: isInvoiceStatus(event.target.value) ? event.target.value : '' })}
          >
            <option value="">{t('list.allStatuses')}</option>
            {invoiceStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`status.${statusLooks[status].key}`)}
              </option>
            ))}
          </Input>
        </div>
      </div>
    </div>
  )
}
