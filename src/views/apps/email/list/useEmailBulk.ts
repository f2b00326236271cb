import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { BulkSpec } from '@core/list/bulk/types'
import { useBulkActions } from '@core/list/bulk/useBulkActions'
import { useDemoText } from '@core/hooks/useDemoText'
import { useUndoEntry } from '@widgets/activity/useUndoEntry'
import { useBulkUpdateEmailsMutation } from '../api'
import { emailFolders, emailLabels, type Email, type EmailBulkChange, type EmailFolder } from '../contract'

const marks = ['read', 'unread', 'starred', 'unstarred'] as const
type Mark = (typeof marks)[number]
const markChange: Record<Mark, EmailBulkChange> = {
  read: { isRead: true },
  unread: { isRead: false },
  starred: { isStarred: true },
  unstarred: { isStarred: false }
}

/** The mail's bulk actions, one call each, undoable from the toast: move (the trash too), mark, star, label. */
export function useEmailBulk(current: EmailFolder | null): BulkSpec<Email> {
  const { t } = useTranslation('email')
  const demo = useDemoText('email')
  const [bulkUpdate] = useBulkUpdateEmailsMutation()
  const { set } = useBulkActions()
  const undo = useUndoEntry()
  return useMemo(
    () => ({
      rowName: (email) => demo(`subjects.${email.id}`, email.subject) || t('detail.noSubject'),
      actions: [
        ...set(
          t('bulk.move'),
          emailFolders
            .filter((folder) => folder !== current)
            .map((folder) => ({ value: folder, label: t(`folders.${folder}`) })),
          (folder, selection) => bulkUpdate({ selection, change: { folder } }),
          { undo, confirm: (count, value) => t('bulk.moveConfirm', { count, value }) }
        ),
        ...set(
          t('bulk.mark'),
          marks.map((mark) => ({ value: mark, label: t(`bulk.${mark}`) })),
          (mark, selection) => bulkUpdate({ selection, change: markChange[mark] }),
          { undo, confirm: (count, value) => t('bulk.markConfirm', { count, value }) }
        ),
        ...set(
          t('bulk.label'),
          emailLabels.map((label) => ({ value: label, label: t(`labels.${label}`) })),
          (label, selection) => bulkUpdate({ selection, change: { toggleLabel: label } }),
          { undo, confirm: (count, value) => t('bulk.labelConfirm', { count, value }) }
        )
      ]
    }),
    [t, demo, set, undo, bulkUpdate, current]
  )
}
