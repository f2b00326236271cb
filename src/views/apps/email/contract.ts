import { z } from 'zod/mini'
import { versioned } from '@/utility/version.contract'
import { emptyAnswer, keptList, type Sent } from '@/utility/answer.contract'
import { idSchema, limits, zEmail, zText, zUrl, zValues, zInstant } from '@/utility/contract'
import { choice, text, type ListValues } from '@/utility/list.contract'
import { bulkBody, someField } from '@/@core/list/bulk/bulk.contract'

export const emailFolders = ['inbox', 'sent', 'draft', 'spam', 'trash'] as const
export type EmailFolder = (typeof emailFolders)[number]

export const emailViews = [...emailFolders, 'starred'] as const
export type EmailView = (typeof emailViews)[number]

export const emailLabels = ['personal', 'company', 'important', 'private'] as const
export type EmailLabel = (typeof emailLabels)[number]

export const labelColors: Record<EmailLabel, 'success' | 'primary' | 'warning' | 'danger'> = {
  personal: 'success',
  company: 'primary',
  important: 'warning',
  private: 'danger'
}

export const pageDirections = ['previous', 'next'] as const
export type PageDirection = (typeof pageDirections)[number]

export const emailLimits = { message: 50_000, attachments: 10, recipients: 50 } as const

export const endpoints = {
  list: '/apps/email/emails',
  update: '/apps/email/update-emails',
  updateLabel: '/apps/email/update-emails-label',
  one: '/apps/email/get-email',
  paginate: '/apps/email/paginate-email',
  send: '/apps/email/send-email',
  bulkUpdate: '/apps/email/bulk-update'
} as const

export const addressSchema = z.object({ name: zText(), email: zEmail() })
export type EmailAddress = z.infer<typeof addressSchema>

export const senderSchema = z.extend(addressSchema, { avatar: zUrl() })
export type EmailSender = z.infer<typeof senderSchema>

export const attachmentSchema = z.object({
  fileName: z.string().check(z.trim(), z.minLength(1), z.maxLength(limits.shortText)),
  /** `''` lets the screen pick one by file type. */
  thumbnail: z._default(zUrl(), ''),
  /** `''` for a file that was only named (the composer's files stay local). */
  url: z._default(zUrl(), ''),
  size: z.int().check(z.minimum(0), z.maximum(1_000_000_000))
})
export type EmailAttachment = z.infer<typeof attachmentSchema>

const recipients = () => z.array(addressSchema).check(z.maxLength(emailLimits.recipients))

export const messageSchema = z.object({
  id: z.int(),
  from: senderSchema,
  to: recipients(),
  cc: recipients(),
  bcc: recipients(),
  subject: zText(),
  /** HTML; shown only through SafeHtml. */
  message: zText(emailLimits.message),
  attachments: z.array(attachmentSchema).check(z.maxLength(emailLimits.attachments)),
  time: zInstant(),
  ...versioned
})
export type EmailMessage = z.infer<typeof messageSchema>

export const emailSchema = z.extend(messageSchema, {
  isStarred: z.boolean(),
  isRead: z.boolean(),
  labels: zValues(z.enum(emailLabels), emailLabels.length),
  folder: z.enum(emailFolders),
  replies: z.array(messageSchema).check(z.maxLength(500))
})
export type Email = z.infer<typeof emailSchema>

export const emailListParams = {
  q: text(),
  folder: choice(emailViews, 'inbox', { strict: true }),
  /** Given: the folder is ignored, the view is every mail with this label outside the trash. */
  label: choice(emailLabels, '', { strict: true })
}
export type EmailListParams = Partial<ListValues<typeof emailListParams>>
type EmailListView = ListValues<typeof emailListParams>

const emailIds = zValues(idSchema, 1000).check(z.minLength(1))

export const updateEmailsBody = z.object({
  emailIds,
  dataToUpdate: z.object({
    isStarred: z.optional(z.boolean()),
    isRead: z.optional(z.boolean()),
    folder: z.optional(z.enum(emailFolders)),
    labels: z.optional(zValues(z.enum(emailLabels), emailLabels.length))
  })
})
export type EmailUpdate = z.input<typeof updateEmailsBody>['dataToUpdate']

export const updateLabelBody = z.object({ emailIds, label: z.enum(emailLabels) })

/** Moves, marks, stars or toggles a label on every selected mail; a move a draft forbids is refused per mail. */
export const emailBulkUpdateBody = bulkBody(
  someField(
    z.strictObject({
      folder: z.optional(z.enum(emailFolders)),
      isRead: z.optional(z.boolean()),
      isStarred: z.optional(z.boolean()),
      /** Added to a mail without it, taken off one that has it (as `update-emails-label`). */
      toggleLabel: z.optional(z.enum(emailLabels))
    })
  )
)
export type EmailBulkUpdate = z.input<typeof emailBulkUpdateBody>
export type EmailBulkChange = EmailBulkUpdate['change']

/** A draft is sent, not moved (it may go only to the trash), and only a mail being written is a draft. */
export const refusesMove = (from: EmailFolder, to: EmailFolder): boolean =>
  from !== to && (to === 'draft' || (from === 'draft' && to !== 'trash'))

export const emailIdParams = z.object({ id: idSchema })
export const paginateParams = z.object({ dir: z.enum(pageDirections), emailId: idSchema })

export const outgoingSchema = z.object({
  to: z._default(recipients(), []),
  cc: z._default(recipients(), []),
  bcc: z._default(recipients(), []),
  subject: z._default(zText(), ''),
  message: z._default(zText(emailLimits.message), ''),
  attachments: z._default(z.array(attachmentSchema).check(z.maxLength(emailLimits.attachments)), [])
})

export const sendEmailBody = z.object({ email: outgoingSchema, isDraft: z._default(z.boolean(), false) })
export type SendEmailRequest = z.input<typeof sendEmailBody>

export const missingRecipient = ({
  email,
  isDraft
}: {
  email: { to?: readonly EmailAddress[] }
  isDraft?: boolean
}): string | null => (isDraft || (email.to?.length ?? 0) > 0 ? null : 'email.to needs at least one address')

const emailsMetaSchema = z.object({
  inbox: z.int().check(z.minimum(0)),
  draft: z.int().check(z.minimum(0)),
  spam: z.int().check(z.minimum(0))
})
export type EmailsMeta = z.infer<typeof emailsMetaSchema>
export const emailListAnswer = keptList(
  z.object({ emails: z.array(emailSchema), emailsMeta: emailsMetaSchema }),
  'emails'
)
export type EmailListResponse = Sent<typeof emailListAnswer>
export const emailResponseSchema = z.extend(emailSchema, {
  hasPreviousMail: z.boolean(),
  hasNextMail: z.boolean()
})
export type EmailResponse = z.infer<typeof emailResponseSchema>
export const updateEmailsAnswer = emptyAnswer
export type UpdateEmailsResponse = Sent<typeof updateEmailsAnswer>
export const sendEmailAnswer = z.object({ email: emailSchema })
export type SendEmailResponse = Sent<typeof sendEmailAnswer>

export const newestFirst = (a: Pick<Email, 'time' | 'id'>, b: Pick<Email, 'time' | 'id'>) =>
  Date.parse(b.time) - Date.parse(a.time) || b.id - a.id

export function inView(email: Email, { folder, label }: EmailListView): boolean {
  if (label) return email.folder !== 'trash' && email.labels.includes(label)
  if (folder === 'starred') return email.isStarred && email.folder !== 'trash'
  return email.folder === folder
}

export function emailsMeta(emails: readonly Email[]): EmailsMeta {
  const count = (test: (email: Email) => boolean) => emails.filter(test).length
  return {
    inbox: count((email) => email.folder === 'inbox' && !email.isRead),
    draft: count((email) => email.folder === 'draft'),
    spam: count((email) => email.folder === 'spam' && !email.isRead)
  }
}

export function folderNeighbours(emails: readonly Email[], id: number): { previous?: Email; next?: Email } {
  const own = emails.find((email) => email.id === id)
  if (!own) return {}
  let previous: Email | undefined
  let next: Email | undefined
  for (const email of emails) {
    if (email.folder !== own.folder || email === own) continue
    const order = newestFirst(email, own)
    if (order < 0 && (!previous || newestFirst(previous, email) < 0)) previous = email
    if (order > 0 && (!next || newestFirst(email, next) < 0)) next = email
  }
  return { previous, next }
}

export const toggleLabel = (labels: readonly EmailLabel[], label: EmailLabel): EmailLabel[] =>
  labels.includes(label) ? labels.filter((item) => item !== label) : [...labels, label]

export const currentAfterRefetch = (
  current: number | null,
  listed: readonly Pick<Email, 'id'>[]
): number | null => (current !== null && listed.some((email) => email.id === current) ? current : null)
