import type { DeepPartial } from 'react-hook-form'
import { z } from 'zod/mini'
import { attachmentSchema, emailLimits, messageSchema, missingRecipient } from '../contract'

/** The outgoing mail as the composer edits it; its files are only named, never uploaded. */
export const composeSchema = z
  .extend(z.pick(messageSchema, { to: true, cc: true, bcc: true, subject: true, message: true }), {
    files: z
      .array(z.pick(attachmentSchema, { fileName: true, size: true }))
      .check(z.maxLength(emailLimits.attachments)),
    isDraft: z.boolean()
  })
  .check(
    z.refine((form) => !missingRecipient({ email: form, isDraft: form.isDraft }), {
      path: ['to'],
      message: 'compose.needsRecipient'
    })
  )
export type ComposeValues = z.infer<typeof composeSchema>

export const isEmpty = (values: DeepPartial<ComposeValues>) =>
  (['to', 'cc', 'bcc', 'files'] as const).every((key) => !values[key]?.length) &&
  !values.subject?.trim() &&
  !values.message
