import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { BulkSpec } from '@core/list/bulk/types'
import { useBulkActions } from '@core/list/bulk/useBulkActions'
import { useUndoEntry } from '@widgets/activity/useUndoEntry'
import { useExportNotice } from '@widgets/notifications/useExportNotice'
import { useDeleteUsersMutation, useLazyGetUsersQuery, useUpdateUsersMutation } from '../api'
import type { ManagedUser, UserListParams } from '../contract'
import { plans, roles, statuses } from '../options'
import { exportColumns } from './exportColumns'

/** The user list's bulk actions: delete, set the role, plan or status of every selected user, export them. */
export function useBulk(params: UserListParams): BulkSpec<ManagedUser> {
  const { t } = useTranslation('user')
  const [deleteUsers] = useDeleteUsersMutation()
  const [updateUsers] = useUpdateUsersMutation()
  const { remove, set } = useBulkActions()
  const undo = useUndoEntry()
  const [readPage] = useLazyGetUsersQuery()
  const exported = useExportNotice('users')
  return useMemo(
    () => ({
      rowName: (user) => user.fullName,
      actions: [
        remove((selection) => deleteUsers({ selection }), undo),
        ...set(
          t('filters.role'),
          roles.map((role) => ({ value: role, label: t(`roles.${role}`) })),
          (role, selection) => updateUsers({ selection, change: { role } }),
          { undo }
        ),
        ...set(
          t('filters.plan'),
          plans.map((plan) => ({ value: plan, label: t(`plans.${plan}`) })),
          (currentPlan, selection) => updateUsers({ selection, change: { currentPlan } }),
          { undo }
        ),
        ...set(
          t('filters.status'),
          statuses.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
          (status, selection) => updateUsers({ selection, change: { status } }),
          { undo }
        )
      ],
      export: {
        file: 'users',
        columns: exportColumns(t),
        page: (page, perPage) =>
          readPage({ ...params, page, perPage })
            .unwrap()
            .then((data) => ({ rows: data.users, total: data.total })),
        exported
      }
    }),
    [t, remove, set, undo, deleteUsers, updateUsers, readPage, params, exported]
  )
}
