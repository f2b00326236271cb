import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { BulkSelection } from './bulk.contract'
import type { BulkAction, UndoEntry } from './types'

type Run = BulkAction['run']

interface Choice<V extends string> {
  value: V
  label: string
}

interface SetOptions {
  undo?: UndoEntry
  /** The question for `count` rows, where "Set field to value" does not read well. */
  confirm?: (count: number, value: string) => string
}

/** The usual bulk actions in the list's words: delete, and set one field to one of its values; each undoable when
 * given the activity log's undo. */
export function useBulkActions() {
  const { t } = useTranslation('list', { useSuspense: false })
  return useMemo(
    () => ({
      remove: (run: Run, undo?: UndoEntry): BulkAction => ({
        id: 'delete',
        label: t('bulk.delete'),
        confirmLabel: t('bulk.delete'),
        confirm: (count) => t('bulk.deleteConfirm', { count }),
        done: (count) => t('bulk.deleted', { count }),
        run,
        undo
      }),
      set: <V extends string>(
        field: string,
        choices: readonly Choice<V>[],
        run: (value: V, selection: BulkSelection) => ReturnType<Run>,
        { undo, confirm }: SetOptions = {}
      ) =>
        choices.map((choice): BulkAction => ({
          id: `${field}=${choice.value}`,
          group: field,
          label: choice.label,
          confirmLabel: t('bulk.apply'),
          confirm: (count) =>
            confirm
              ? confirm(count, choice.label)
              : t('bulk.setConfirm', { count, field, value: choice.label }),
          done: (count) => t('bulk.changed', { count }),
          run: (selection) => run(choice.value, selection),
          undo
        }))
    }),
    [t]
  )
}
