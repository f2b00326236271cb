import { useTranslation } from 'react-i18next'
import { mutate } from '@core/forms/mutate'
import { useUpdateEmailsLabelMutation, useUpdateEmailsMutation } from './api'
import type { EmailFolder, EmailLabel } from './contract'

export function useMailActions() {
  const { t } = useTranslation('email')
  const [update] = useUpdateEmailsMutation()
  const [label] = useUpdateEmailsLabelMutation()

  const report = async (pending: Promise<{ error?: unknown }>, success: string | null) => {
    const result = await mutate(pending, {
      done: success ?? undefined,
      failed: (message) => t('toast.failed', { message })
    })
    return !result.error
  }
  const move = (emailIds: number[], folder: EmailFolder) =>
    report(
      update({ emailIds, dataToUpdate: { folder } }),
      t('toast.moved', { count: emailIds.length, folder: t(`folders.${folder}`) })
    )

  return {
    move,
    trash: (emailIds: number[]) =>
      report(
        update({ emailIds, dataToUpdate: { folder: 'trash' } }),
        t('toast.trashed', { count: emailIds.length })
      ),
    restore: (emailIds: number[]) =>
      report(
        update({ emailIds, dataToUpdate: { folder: 'inbox' } }),
        t('toast.restored', { count: emailIds.length })
      ),
    toggleLabel: (emailIds: number[], name: EmailLabel) =>
      report(
        label({ emailIds, label: name }),
        t('toast.labelled', { count: emailIds.length, label: t(`labels.${name}`) })
      ),
    markRead: (emailIds: number[], isRead: boolean) =>
      report(
        update({ emailIds, dataToUpdate: { isRead } }),
        t(isRead ? 'toast.read' : 'toast.unread', { count: emailIds.length })
      ),
    /** Starring one mail in place says nothing: the star itself shows it. */
    star: (emailIds: number[], isStarred: boolean, quiet = false) =>
      report(
        update({ emailIds, dataToUpdate: { isStarred } }),
        quiet ? null : t(isStarred ? 'toast.starred' : 'toast.unstarred', { count: emailIds.length })
      ),
    markOpened: (id: number) => report(update({ emailIds: [id], dataToUpdate: { isRead: true } }), null)
  }
}

export type MailActions = ReturnType<typeof useMailActions>
