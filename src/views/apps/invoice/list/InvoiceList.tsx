import { useTranslation } from 'react-i18next'
import { Card } from 'reactstrap'
import { PageHeader } from '@core/components/PageHeader'
import { ListTable } from '@core/list/ListTable'
import { useListState } from '@core/list/useListState'
import { useGetInvoicesQuery } from '../api'
import '../invoice.scss'
import { listSpec } from './listSpec'
import { ListToolbar } from './ListToolbar'
import { useBulk } from './useBulk'
import { useColumns } from './useColumns'
import { useRowActions } from './useRowActions'

export default function InvoiceList() {
  const { t } = useTranslation('invoice')
  const list = useListState(listSpec)
  const { state, search } = list
  const query = useGetInvoicesQuery(state)
  const { handlers, dialog } = useRowActions()
  const columns = useColumns(handlers)
  const bulk = useBulk(state)

  return (
    <>
      <PageHeader title={t('titles.list')} crumbs={[{ label: t('common:nav.apps') }]} />
      <Card className="overflow-hidden">
        <ListToolbar list={list} search={search} />
        {query.data && (
          <p className="px-3 mb-2 small text-body-secondary" aria-live="polite">
            {t('list.count', { count: query.data.total })}
          </p>
        )}
        <ListTable
          label={t('list.label')}
          columns={columns}
          list={list}
          query={query}
          rows={(data) => data.invoices}
          emptyText={t('list.empty')}
          noneText={t('list.none')}
          bulk={bulk}
        />
      </Card>
      {dialog}
    </>
  )
}
