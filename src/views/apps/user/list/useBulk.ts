import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { BulkSpec } from '@core/list/bulk/types'
import { useBulkActions } from '@core/list/bulk/useBulkActions'
import { useUndoEntry } from '@widgets/activity/useUndoEntry'
import { useDeleteUsersMutation, useUpdateUsersMutation } from '../api'
import type { ManagedUser } from '../contract'
import { plans, roles, statuses } from '../options'

/** The user list's bulk actions: delete, and set the role, plan or status of every selected user. */
export function useBulk(): BulkSpec<ManagedUser> {
  const { t } = useTranslation('user')
  const [deleteUsers] = useDeleteUsersMutation()
  const [updateUsers] = useUpdateUsersMutation()
  const { remove, set } = useBulkActions()
  const undo = useUndoEntry()
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
      ]
    }),
    [t, remove, set, undo, deleteUsers, updateUsers]
  )
}
