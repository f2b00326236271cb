import { useTranslation } from 'react-i18next'
import { Card } from 'reactstrap'
import { DataTable } from '@core/components/data-table/DataTable'
import { PageHeader } from '@core/components/PageHeader'
import { useGetInvoicesQuery } from '../api'
import type { Invoice, InvoiceSortColumn } from '../contract'
import '../invoice.scss'
import { ListToolbar } from './ListToolbar'
import { useColumns } from './useColumns'
import { perPageOptions, useListParams } from './useListParams'
import { useRowActions } from './useRowActions'

/** Every invoice, paged, sorted, searched and filtered by the server; the state lives in the URL. */
export default function InvoiceList() {
  const { t } = useTranslation('invoice')
  const [state, update] = useListParams()
  const { data, isFetching, error, refetch } = useGetInvoicesQuery(state)
  const { handlers, dialog } = useRowActions()
  const columns = useColumns(handlers)
  const sortable = new Set<string>(columns.filter((column) => column.sortable).map((column) => column.id))

  return (
    <>
      <PageHeader title={t('titles.list')} crumbs={[{ label: t('menu.invoice') }]} />
      <Card className="overflow-hidden">
        <ListToolbar state={state} onChange={update} />
        {data && (
          <p className="px-3 mb-2 small text-body-secondary" aria-live="polite">
            {t('list.count', { count: data.total })}
          </p>
        )}
        <div className={isFetching && data ? 'invoice-table-stale' : undefined} aria-busy={isFetching}>
          <DataTable<Invoice>
            // The table keeps its own page number; a new query (search, filter, page size) starts at
            // page 1, so remounting keeps the pager in step with the URL.
            key={[state.q, state.status, state.perPage].join('|')}
            label={t('list.label')}
            columns={columns}
            rows={data?.invoices ?? []}
            total={data?.total ?? 0}
            page={state.page}
            perPage={state.perPage}
            perPageOptions={perPageOptions}
            loading={isFetching && !data}
            error={error ? error.message : null}
            onRetry={refetch}
            onPageChange={(page) => page !== state.page && update({ page })}
            onPerPageChange={(perPage) => perPage !== state.perPage && update({ perPage })}
            onSort={(column, sort) => sortable.has(column) && update({ sortColumn: column as InvoiceSortColumn, sort })}
            defaultSortFieldId={state.sortColumn}
            defaultSortAsc={state.sort === 'asc'}
            emptyText={t('list.empty')}
            keyField="id"
          />
        </div>
      </Card>
      {dialog}
    </>
  )
}
