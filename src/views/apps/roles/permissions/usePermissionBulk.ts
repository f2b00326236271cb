import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { BulkSpec } from '@core/list/bulk/types'
import { useBulkActions } from '@core/list/bulk/useBulkActions'
import { useUndoEntry } from '@widgets/activity/useUndoEntry'
import { useExportNotice } from '@widgets/notifications/useExportNotice'
import {
  useDeletePermissionsMutation,
  useGetRolesQuery,
  useLazyGetPermissionsQuery,
  useUpdatePermissionsMutation
} from '../api'
import { useRoleLabel } from '../components/useRoleLabel'
import type { Permission, PermissionListParams } from '../contract'
import { createdDateLabel } from './createdDate'

/** The permission list's bulk actions: delete, give a role to or take it from every selected one, export. */
export function usePermissionBulk(params: PermissionListParams): BulkSpec<Permission> {
  const { t, i18n } = useTranslation('roles')
  const roleLabel = useRoleLabel()
  const roles = useGetRolesQuery().data?.roles
  const [deletePermissions] = useDeletePermissionsMutation()
  const [updatePermissions] = useUpdatePermissionsMutation()
  const [readPage] = useLazyGetPermissionsQuery()
  const { remove, set } = useBulkActions()
  const undo = useUndoEntry()
  const exported = useExportNotice('permissions')
  const language = i18n.language
  return useMemo(() => {
    const choices = (roles ?? []).map((role) => ({ value: role.name, label: roleLabel(role.name) }))
    return {
      rowName: (permission) => permission.name,
      actions: [
        remove((selection) => deletePermissions({ selection }), undo),
        ...set(
          t('permissions.bulk.assign'),
          choices,
          (role, selection) => updatePermissions({ selection, change: { role, assigned: true } }),
          { undo, confirm: (count, role) => t('permissions.bulk.assignConfirm', { count, role }) }
        ),
        ...set(
          t('permissions.bulk.unassign'),
          choices,
          (role, selection) => updatePermissions({ selection, change: { role, assigned: false } }),
          { undo, confirm: (count, role) => t('permissions.bulk.unassignConfirm', { count, role }) }
        )
      ],
      export: {
        file: 'permissions',
        columns: [
          { header: t('permissions.columns.name'), value: (permission) => permission.name },
          {
            header: t('permissions.columns.assignedTo'),
            value: (permission) => permission.assignedTo.map(roleLabel).join(', ')
          },
          {
            header: t('permissions.columns.createdDate'),
            value: (permission) => createdDateLabel(permission.createdDate, language)
          }
        ],
        page: (page, perPage) =>
          readPage({ ...params, page, perPage })
            .unwrap()
            .then((data) => ({ rows: data.permissions, total: data.total })),
        exported
      }
    }
  }, [
    t,
    language,
    roles,
    roleLabel,
    remove,
    set,
    undo,
    deletePermissions,
    updatePermissions,
    readPage,
    params,
    exported
  ])
}
