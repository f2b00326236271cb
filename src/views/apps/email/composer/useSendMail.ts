import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { mutate } from '@core/forms/mutate'
import { useSendEmailMutation, useUpdateEmailsMutation } from '../api'
import { emailPaths } from '../routes.contract'
import type { ComposeStart } from './compose'
import { startBody } from './quote'
import type { ComposeValues } from './schema'

// Moving between folders and mails keeps the composer open, so that is not leaving.
export const inMailApp = (pathname: string) =>
  pathname === emailPaths.inbox || pathname.startsWith(`${emailPaths.inbox}/`)

/** The composer's calls: what it starts with, the send (or save as a draft), and what follows a save. */
export function useSendMail(start: ComposeStart, onClose: () => void) {
  const { t, i18n } = useTranslation('email')
  const [send] = useSendEmailMutation()
  const [update] = useUpdateEmailsMutation()
  const [defaultValues] = useState<ComposeValues>(() => ({
    to: start.to ?? [],
    cc: start.cc ?? [],
    bcc: start.bcc ?? [],
    subject: start.subject ?? '',
    message: start.message ?? startBody(start, t, i18n.language),
    files: [],
    isDraft: false
  }))
  const sendMail = ({ isDraft, files, subject, ...rest }: ComposeValues) => {
    const attachments = files.map((file) => ({ ...file, thumbnail: '', url: '' }))
    const email = { ...rest, subject: subject.trim(), attachments }
    return mutate(send({ email, isDraft }), {
      done: t(isDraft ? 'toast.draftSaved' : 'toast.sent'),
      failed: false
    })
  }
  // There is no call that edits a mail: the continued draft is replaced by the one just stored.
  const closeAfterSave = async () => {
    if (start.replaces !== undefined)
      await update({ emailIds: [start.replaces], dataToUpdate: { folder: 'trash' } })
    onClose()
  }
  return { defaultValues, sendMail, closeAfterSave }
}
