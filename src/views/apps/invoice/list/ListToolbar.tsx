import { Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
// eslint-disable-next-line no-restricted-imports -- a search, filter or pick outside any form
import { Input, Label } from 'reactstrap'
import { SearchBox } from '@core/list/SearchBox'
import type { ListUpdate } from '@core/list/useListState'
import { invoicePaths, invoiceStatuses } from '../contract'
import { statusLooks } from '../status'
import type { InvoiceListState } from './listSpec'

interface Props {
  state: InvoiceListState
  update: ListUpdate<InvoiceListState>
  search: (q: string) => void
}

export function ListToolbar({ state, update, search }: Props) {
  const { t } = useTranslation('invoice')
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 p-3">
      <Link to={invoicePaths.add} className="btn btn-primary">
        <Plus size={16} className="me-2" aria-hidden="true" />
        {t('actions.create')}
      </Link>
      <div className="d-flex flex-wrap gap-2 ms-auto invoice-filters">
        <SearchBox
          id="invoice-search"
          className="flex-grow-1"
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          q={state.q}
          onSearch={search}
        />
        <div className="flex-grow-1">
          <Label for="invoice-status-filter" className="visually-hidden">
            {t('list.statusFilter')}
          </Label>
          <Input
            id="invoice-status-filter"
            type="select"
            value={state.status}
            onChange={(event) =>
              update({ status: invoiceStatuses.find((status) => status === event.target.value) ?? '' })
            }
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
