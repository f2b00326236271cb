import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '@core/components/ConfirmDialog'
import { DataTable } from '@core/components/data-table/DataTable'
import { notify } from '@core/components/toast'
import { useDeleteUserMutation } from '../api'
import type { ManagedUser, UserListResponse, UserSortColumn } from '../contract'
import { perPageOptions, sortColumns, type ListState } from './useListParams'
import { useColumns } from './useColumns'

interface Props {
  state: ListState
  onChange: (change: Partial<ListState>) => void
  data?: UserListResponse
  loading: boolean
  error: string | null
  onRetry: () => void
}

/** The server-paged table, and the delete flow its row buttons start. */
export function UserTable({ state, onChange, data, loading, error, onRetry }: Props) {
  const { t } = useTranslation('user')
  const [doomed, setDoomed] = useState<ManagedUser | null>(null)
  const [deleteUser, { isLoading: deleting }] = useDeleteUserMutation()
  const columns = useColumns(useCallback((user: ManagedUser) => setDoomed(user), []))

  const confirmDelete = async () => {
    if (!doomed) return
    const result = await deleteUser(doomed.id)
    if ('error' in result) notify.error(t('toasts.deleteFailed', { name: doomed.fullName }))
    else notify.success(t('toasts.deleted', { name: doomed.fullName }))
    setDoomed(null)
  }

  return (
    <>
      <DataTable<ManagedUser>
        // The table keeps its own page number; a new query (filters, search, page size) starts
        // at page 1, so remounting keeps the pager in step with the URL.
        key={[state.q, state.role, state.currentPlan, state.status, state.perPage].join('|')}
        label={t('table.label')}
        columns={columns}
        rows={data?.users ?? []}
        total={data?.total ?? 0}
        page={state.page}
        perPage={state.perPage}
        perPageOptions={perPageOptions}
        loading={loading}
        error={error}
        onRetry={onRetry}
        onPageChange={(page) => page !== state.page && onChange({ page })}
        onPerPageChange={(perPage) => onChange({ perPage })}
        onSort={(column, sort) => sortColumns.includes(column as UserSortColumn) && onChange({ sortColumn: column as UserSortColumn, sort })}
        defaultSortFieldId={state.sortColumn}
        defaultSortAsc={state.sort === 'asc'}
        emptyText={t('table.empty')}
        keyField="id"
      />
      <ConfirmDialog
        isOpen={doomed !== null}
        title={t('delete.title')}
        message={t('delete.message', { name: doomed?.fullName ?? '' })}
        busy={deleting}
        onConfirm={confirmDelete}
        onCancel={() => setDoomed(null)}
      />
    </>
  )
}
