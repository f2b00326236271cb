import { Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { SearchBox } from '@core/list/SearchBox'
import { FilterSelect, type FilterList } from '@core/list/FilterSelect'
import { invoicePaths, invoiceStatuses, type invoiceListParams } from '../contract'
import { oneOf } from '@/utility/rules.contract'
import { statusLooks } from '../status'

interface Props {
  list: FilterList<typeof invoiceListParams>
  search: (q: string) => void
}

export function ListToolbar({ list, search }: Props) {
  const { t } = useTranslation('invoice')
  const statusLabel = (value: string) => {
    const status = oneOf(invoiceStatuses, value)
    return status ? t(`status.${statusLooks[status].key}`) : value
  }
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
          q={list.state.q}
          onSearch={search}
        />
        <FilterSelect
          id="invoice-status-filter"
          className="flex-grow-1"
          list={list}
          param="status"
          label={t('list.statusFilter')}
          hideLabel
          all={t('list.allStatuses')}
          optionLabel={statusLabel}
        />
      </div>
    </div>
  )
}
