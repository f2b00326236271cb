import { useState } from 'react'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { mutate } from '@core/forms/mutate'
import { useContractForm } from '@core/forms/useContractForm'
import { useFormSubmit } from '@core/forms/useFormSubmit'
import { useLeaveGuard } from '@core/forms/useLeaveGuard'
import { useSendEmailMutation, useUpdateEmailsMutation } from '../api'
import { emailPaths } from '../routes.contract'
import type { ComposeStart } from './compose'
import { startBody } from './quote'
import { composeSchema, isEmpty, type ComposeValues } from './schema'

// Moving between folders and mails keeps the composer open, so that is not leaving.
const inApp = (pathname: string) =>
  pathname === emailPaths.inbox || pathname.startsWith(`${emailPaths.inbox}/`)

/** The composer's form: send or save as a draft, then close; the continued draft goes to the trash. */
export function useComposeForm(start: ComposeStart, onClose: () => void) {
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
  const form = useContractForm({ schema: composeSchema, defaultValues })
  const dirty = !isEmpty(useWatch({ control: form.control }))

  // There is no call that edits a mail: the continued draft is replaced by the one just stored.
  const closeAfterSave = async () => {
    if (start.replaces !== undefined)
      await update({ emailIds: [start.replaces], dataToUpdate: { folder: 'trash' } })
    onClose()
  }
  const { alert, submit, saving } = useFormSubmit(
    form,
    ({ isDraft, files, subject, ...rest }) => {
      const attachments = files.map((file) => ({ ...file, thumbnail: '', url: '' }))
      const email = { ...rest, subject: subject.trim(), attachments }
      return mutate(send({ email, isDraft }), {
        done: t(isDraft ? 'toast.draftSaved' : 'toast.sent'),
        failed: false
      })
    },
    () => void closeAfterSave()
  )
  const guard = useLeaveGuard(() => dirty && !saving.current, inApp)
  const sendAs = (isDraft: boolean) => {
    form.setValue('isDraft', isDraft)
    void submit()
  }
  return { form, alert, dirty, guard, sendAs }
}
