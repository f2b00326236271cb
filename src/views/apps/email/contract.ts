/** The email app's contract with its backend (API.md "Email"): schemas, the types inferred from
 *  them, value lists, addresses and the pure rules of SPEC section 4. The screens and the mock both
 *  apply it. */
import { z } from 'zod'
import { idSchema, limits, zEmail, zText } from '@/utility/contract'

// ---- value lists ------------------------------------------------------------------------------

/** Where a mail is stored. */
export const emailFolders = ['inbox', 'sent', 'draft', 'spam', 'trash'] as const
export type EmailFolder = (typeof emailFolders)[number]

/** What the list can show: a folder, or every starred mail outside the trash. */
export const emailViews = [...emailFolders, 'starred'] as const
export type EmailView = (typeof emailViews)[number]

export const emailLabels = ['personal', 'company', 'important', 'private'] as const
export type EmailLabel = (typeof emailLabels)[number]

/** The Bootstrap colour each label is drawn in. */
export const labelColors: Record<EmailLabel, 'success' | 'primary' | 'warning' | 'danger'> = {
  personal: 'success',
  company: 'primary',
  important: 'warning',
  private: 'danger'
}

/** The two directions of `paginate-email`: previous is the newer neighbour, next the older. */
export const pageDirections = ['previous', 'next'] as const
export type PageDirection = (typeof pageDirections)[number]

/** Longest mail body (HTML) the API stores, and most files or addresses on one mail. */
export const emailLimits = { message: 50_000, attachments: 10, recipients: 50 } as const

// ---- addresses ----------------------------------------------------------------------------------

/** The calls of API.md "Email" (`send` is our extension). */
export const endpoints = {
  list: '/apps/email/emails',
  update: '/apps/email/update-emails',
  updateLabel: '/apps/email/update-emails-label',
  one: '/apps/email/get-email',
  paginate: '/apps/email/paginate-email',
  send: '/apps/email/send-email'
} as const

// ---- schemas ------------------------------------------------------------------------------------

/** A recipient. */
export const addressSchema = z.object({ name: zText(), email: zEmail() })
export type EmailAddress = z.infer<typeof addressSchema>

/** The sender: a recipient with a picture (`''`: initials). */
export const senderSchema = addressSchema.extend({ avatar: zText(limits.text) })
export type EmailSender = z.infer<typeof senderSchema>

/** A file sent with a mail. */
export const attachmentSchema = z.object({
  fileName: z.string().trim().min(1).max(limits.shortText),
  /** Picture shown for the file (a bundled SVG); `''` lets the screen pick one by file type. */
  thumbnail: zText(limits.text).default(''),
  /** Where "open" leads; `''` for a file that was only named (the composer's files stay local). */
  url: zText(limits.text).default(''),
  /** In bytes. */
  size: z.int().min(0).max(1_000_000_000)
})
export type EmailAttachment = z.infer<typeof attachmentSchema>

const recipients = () => z.array(addressSchema).max(emailLimits.recipients)

/** One message: a mail, or a reply in a mail's thread. */
export const messageSchema = z.object({
  id: z.int(),
  from: senderSchema,
  to: recipients(),
  cc: recipients(),
  bcc: recipients(),
  subject: zText(),
  /** HTML; shown only through SafeHtml. */
  message: zText(emailLimits.message),
  attachments: z.array(attachmentSchema).max(emailLimits.attachments),
  /** ISO date-time. */
  time: z.string()
})
export type EmailMessage = z.infer<typeof messageSchema>

export const emailSchema = messageSchema.extend({
  isStarred: z.boolean(),
  isRead: z.boolean(),
  labels: z.array(z.enum(emailLabels)),
  folder: z.enum(emailFolders),
  /** The earlier messages of the conversation, oldest first. */
  replies: z.array(messageSchema)
})
export type Email = z.infer<typeof emailSchema>

const absentIfEmpty = (value: unknown) => (value === '' ? undefined : value)

/** Query of the list call. */
export const emailListParams = z.object({
  q: z.string().optional(),
  folder: z.preprocess(absentIfEmpty, z.enum(emailViews).default('inbox')),
  /** Given: the folder is ignored, the view is every mail with this label outside the trash. */
  label: z.preprocess(absentIfEmpty, z.enum(emailLabels).optional())
})
export type EmailListParams = z.input<typeof emailListParams>
export type EmailListView = z.output<typeof emailListParams>

const emailIds = z.array(idSchema).min(1).max(1000)

/** Body of `update-emails`: the fields merged into each mail (others are dropped). */
export const updateEmailsBody = z.object({
  emailIds,
  dataToUpdate: z.object({
    isStarred: z.boolean().optional(),
    isRead: z.boolean().optional(),
    folder: z.enum(emailFolders).optional(),
    labels: z.array(z.enum(emailLabels)).optional()
  })
})
export type EmailUpdate = z.input<typeof updateEmailsBody>['dataToUpdate']

/** Body of `update-emails-label`: the label toggled on each mail. */
export const updateLabelBody = z.object({ emailIds, label: z.enum(emailLabels) })

export const emailIdParams = z.object({ id: idSchema })
export const paginateParams = z.object({ dir: z.enum(pageDirections), emailId: idSchema })

/** The composer's mail, as `send-email` takes it. */
export const outgoingSchema = z.object({
  to: recipients().default([]),
  cc: recipients().default([]),
  bcc: recipients().default([]),
  subject: zText().default(''),
  message: zText(emailLimits.message).default(''),
  attachments: z.array(attachmentSchema).max(emailLimits.attachments).default([])
})

/** Body of `send-email` (`missingRecipient` is checked too). */
export const sendEmailBody = z.object({ email: outgoingSchema, isDraft: z.boolean().default(false) })
export type SendEmailRequest = z.input<typeof sendEmailBody>

/** A mail that is not a draft needs at least one `to` address: the API's 400 text, or null. */
export const missingRecipient = ({
  email,
  isDraft
}: {
  email: { to?: readonly EmailAddress[] }
  isDraft?: boolean
}): string | null => (isDraft || (email.to?.length ?? 0) > 0 ? null : 'email.to needs at least one address')

// ---- answers ------------------------------------------------------------------------------------

/** Counts the sidebar shows: unread inbox, every draft, unread spam. */
export interface EmailsMeta {
  inbox: number
  draft: number
  spam: number
}
export interface EmailListResponse {
  emails: Email[]
  emailsMeta: EmailsMeta
}
export type EmailResponse = Email & { hasPreviousMail: boolean; hasNextMail: boolean }
export type UpdateEmailsResponse = Record<string, never>
export interface SendEmailResponse {
  email: Email
}

// ---- rules (SPEC section 4) --------------------------------------------------------------------

/** Newest first (ties: the higher id first), the order of every list and of the arrows. */
export const newestFirst = (a: Pick<Email, 'time' | 'id'>, b: Pick<Email, 'time' | 'id'>) =>
  Date.parse(b.time) - Date.parse(a.time) || b.id - a.id

/** Whether a mail belongs in a view: a label view lists that label outside the trash, starred lists
 *  starred mail outside the trash, a folder lists its own mail (so only the trash shows trash). */
export function inView(email: Email, { folder, label }: EmailListView): boolean {
  if (label) return email.folder !== 'trash' && email.labels.includes(label)
  if (folder === 'starred') return email.isStarred && email.folder !== 'trash'
  return email.folder === folder
}

/** Search on sender name or subject, trimmed and case-insensitive. */
export function matchesSearch(email: Email, q = ''): boolean {
  const needle = q.trim().toLowerCase()
  return (
    !needle || email.from.name.toLowerCase().includes(needle) || email.subject.toLowerCase().includes(needle)
  )
}

export function emailsMeta(emails: readonly Email[]): EmailsMeta {
  const count = (test: (email: Email) => boolean) => emails.filter(test).length
  return {
    inbox: count((email) => email.folder === 'inbox' && !email.isRead),
    draft: count((email) => email.folder === 'draft'),
    spam: count((email) => email.folder === 'spam' && !email.isRead)
  }
}

/** The neighbours of a mail in its own folder, newest first: previous is newer, next older. */
export function folderNeighbours(emails: readonly Email[], id: number): { previous?: Email; next?: Email } {
  const own = emails.find((email) => email.id === id)
  if (!own) return {}
  const folder = emails.filter((email) => email.folder === own.folder).sort(newestFirst)
  const index = folder.findIndex((email) => email.id === id)
  return { previous: folder[index - 1], next: folder[index + 1] }
}

/** A label update: added where absent, removed where present. */
export const toggleLabel = (labels: readonly EmailLabel[], label: EmailLabel): EmailLabel[] =>
  labels.includes(label) ? labels.filter((item) => item !== label) : [...labels, label]

/** Selecting a mail toggles it in the selection. */
export const toggleSelected = (selected: readonly number[], id: number): number[] =>
  selected.includes(id) ? selected.filter((item) => item !== id) : [...selected, id]

/** Select-all: every listed mail when checked, none otherwise. */
export const selectAll = (listed: readonly Pick<Email, 'id'>[], checked: boolean): number[] =>
  checked ? listed.map((email) => email.id) : []

/** After a refetch the selection keeps only mail still listed. */
export const keepListed = (selected: readonly number[], listed: readonly Pick<Email, 'id'>[]): number[] =>
  selected.filter((id) => listed.some((email) => email.id === id))

/** The current mail is kept on refetch only if still present. */
export const currentAfterRefetch = (
  current: number | null,
  listed: readonly Pick<Email, 'id'>[]
): number | null => (current !== null && listed.some((email) => email.id === current) ? current : null)
