import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { BulkSelection } from './bulk.contract'
import type { BulkAction } from './types'

type Run = BulkAction['run']

interface Choice<V extends string> {
  value: V
  label: string
}

/** The usual bulk actions in the list's words: delete, and set one field to one of its values. */
export function useBulkActions() {
  const { t } = useTranslation('list', { useSuspense: false })
  return useMemo(
    () => ({
      remove: (run: Run): BulkAction => ({
        id: 'delete',
        label: t('bulk.delete'),
        confirmLabel: t('bulk.delete'),
        confirm: (count) => t('bulk.deleteConfirm', { count }),
        done: (count) => t('bulk.deleted', { count }),
        run
      }),
      set: <V extends string>(
        field: string,
        choices: readonly Choice<V>[],
        run: (value: V, selection: BulkSelection) => ReturnType<Run>
      ) =>
        choices.map((choice): BulkAction => ({
          id: `${field}=${choice.value}`,
          group: field,
          label: choice.label,
          confirmLabel: t('bulk.apply'),
          confirm: (count) => t('bulk.setConfirm', { count, field, value: choice.label }),
          done: (count) => t('bulk.changed', { count }),
          run: (selection) => run(choice.value, selection)
        }))
    }),
    [t]
  )
}
