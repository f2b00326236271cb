import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { BulkSpec } from '@core/list/bulk/types'
import { useBulkActions } from '@core/list/bulk/useBulkActions'
import { useDemoText } from '@core/hooks/useDemoText'
import { useUndoEntry } from '@widgets/activity/useUndoEntry'
import { useDeleteTasksMutation, useUpdateTasksMutation } from '../api'
import type { Task } from '../contract'

const states = ['completed', 'open'] as const

/** The tasks' bulk actions: complete or reopen, and move to the trash; each undoable from its toast. */
export function useTodoBulk(): BulkSpec<Task> {
  const { t } = useTranslation('todo')
  const demo = useDemoText('todo')
  const [updateTasks] = useUpdateTasksMutation()
  const [deleteTasks] = useDeleteTasksMutation()
  const { remove, set } = useBulkActions()
  const undo = useUndoEntry()
  return useMemo(
    () => ({
      rowName: (task) => demo(`tasks.${task.id}.title`, task.title),
      actions: [
        ...set(
          t('bulk.status'),
          states.map((state) => ({ value: state, label: t(`bulk.${state}`) })),
          (state, selection) => updateTasks({ selection, change: { isCompleted: state === 'completed' } }),
          { undo, confirm: (count, value) => t('bulk.confirm', { count, value }) }
        ),
        remove((selection) => deleteTasks({ selection }), undo)
      ]
    }),
    [t, demo, set, remove, undo, updateTasks, deleteTasks]
  )
}
