import { useTranslation } from 'react-i18next'
import { notify } from '@core/components/toast'
import { useUpdateEmailsLabelMutation, useUpdateEmailsMutation } from './api'
import type { EmailFolder, EmailLabel } from './contract'

type Outcome = { error?: unknown }
const messageOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'message' in error ? String(error.message) : ''

export function useMailActions() {
  const { t } = useTranslation('email')
  const [update] = useUpdateEmailsMutation()
  const [label] = useUpdateEmailsLabelMutation()

  const report = async (pending: Promise<Outcome>, success: string | null) => {
    const { error } = await pending
    if (error) notify.error(t('toast.failed', { message: messageOf(error) }))
    else if (success) notify.success(success)
    return !error
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
