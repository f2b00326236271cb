import { lazy, Suspense, useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Card } from 'reactstrap'
import { PageHeader } from '@core/components/PageHeader'
import { ListTable } from '@core/list/ListTable'
import { useConfirmDelete } from '@core/list/useConfirmDelete'
import { useListState } from '@core/list/useListState'
import { useDeletePermissionMutation, useGetPermissionsQuery } from '../api'
import type { Permission } from '../contract'
import { listSpec } from './listSpec'
import { PermissionToolbar } from './PermissionToolbar'
import { useColumns } from './useColumns'
import { usePermissionBulk } from './usePermissionBulk'

// The form loads when it is first opened, so the list does not pay for it.
const PermissionModal = lazy(() =>
  import('./PermissionModal').then((module) => ({ default: module.PermissionModal }))
)

export default function PermissionList() {
  const { t } = useTranslation('roles')
  const list = useListState(listSpec)
  const { state, reset, search } = list
  const query = useGetPermissionsQuery(state)
  const [target, setTarget] = useState<Permission | 'new' | null>(null)
  const [deletePermission] = useDeletePermissionMutation()
  const { ask, dialog } = useConfirmDelete<Permission>({
    remove: ({ id }) => deletePermission(id),
    title: t('permissions.delete.title'),
    message: ({ name }) => t('permissions.delete.message', { name }),
    deleted: ({ name }) => t('permissions.toasts.deleted', { name }),
    failed: ({ name }, message) => t('permissions.toasts.deleteFailed', { name, message })
  })
  const onEdit = useCallback((permission: Permission) => setTarget(permission), [])
  const columns = useColumns({ onEdit, onDelete: ask })
  const bulk = usePermissionBulk(state)
  // The new permission comes first in the stored order, the default one: show that order from the start.
  const onAdded = () => reset()

  return (
    <>
      <PageHeader title={t('titles.permissions')} crumbs={[{ label: t('common:nav.rolesPermissions') }]} />
      <p className="text-body-secondary">{t('permissions.intro')}</p>
      <Card>
        <PermissionToolbar list={list} onSearch={search} onAdd={() => setTarget('new')} />
        <ListTable
          label={t('permissions.table.label')}
          columns={columns}
          list={list}
          query={query}
          rows={(data) => data.permissions}
          emptyText={t('permissions.table.empty')}
          noneText={t('permissions.table.none')}
          bulk={bulk}
        />
      </Card>
      {target !== null && (
        <Suspense fallback={null}>
          <PermissionModal
            target={target}
            taken={query.data?.allData.map((permission) => permission.name) ?? []}
            onClose={() => setTarget(null)}
            onAdded={onAdded}
          />
        </Suspense>
      )}
      {dialog}
    </>
  )
}
