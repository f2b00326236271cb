import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { BulkSpec } from '@core/list/bulk/types'
import { useBulkActions } from '@core/list/bulk/useBulkActions'
import { useUndoEntry } from '@widgets/activity/useUndoEntry'
import { useExportNotice } from '@widgets/notifications/useExportNotice'
import { useDeleteRoleUsersMutation, useLazyGetRoleUsersQuery, useUpdateRoleUsersMutation } from '../api'
import { roleUserRoles, userPlans, type UserListParams, type UserRow } from '../contract'

/** The roles screen's users: delete, give a role or a plan, export; through the users app's bulk calls. */
export function useRoleUserBulk(params: UserListParams): BulkSpec<UserRow> {
  const { t } = useTranslation('roles')
  const [deleteUsers] = useDeleteRoleUsersMutation()
  const [updateUsers] = useUpdateRoleUsersMutation()
  const [readPage] = useLazyGetRoleUsersQuery()
  const { remove, set } = useBulkActions()
  const undo = useUndoEntry()
  const exported = useExportNotice('roles')
  return useMemo(
    () => ({
      rowName: (user) => user.fullName,
      actions: [
        remove((selection) => deleteUsers({ selection }), undo),
        ...set(
          t('users.columns.role'),
          roleUserRoles.map((role) => ({ value: role, label: t(`users.roles.${role}`) })),
          (role, selection) => updateUsers({ selection, change: { role } }),
          { undo }
        ),
        ...set(
          t('users.columns.plan'),
          userPlans.map((plan) => ({ value: plan, label: t(`users.plans.${plan}`) })),
          (currentPlan, selection) => updateUsers({ selection, change: { currentPlan } }),
          { undo }
        )
      ],
      export: {
        file: 'role-users',
        columns: [
          { header: t('users.columns.user'), value: (user) => user.fullName },
          { header: t('users.columns.email'), value: (user) => user.email },
          { header: t('users.columns.role'), value: (user) => t(`users.roles.${user.role}`) },
          { header: t('users.columns.plan'), value: (user) => t(`users.plans.${user.currentPlan}`) },
          { header: t('users.columns.status'), value: (user) => t(`users.statuses.${user.status}`) }
        ],
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
