import type { EmailAddress, EmailMessage } from '../contract'

/** What the composer opens with: empty (Compose), or prefilled from a mail (Reply, Forward). */
export interface ComposeStart {
  to?: EmailAddress[]
  cc?: EmailAddress[]
  bcc?: EmailAddress[]
  subject?: string
  /** The body to start with (a draft's), instead of a quote. */
  message?: string
  /** The draft this mail continues: once sent or saved anew, the old draft goes to the trash. */
  replaces?: number
  /** The mail quoted below the new text. */
  quote?: { kind: 'reply' | 'forward'; message: EmailMessage }
}

const prefixed = (prefix: string, subject: string) =>
  subject.toLowerCase().startsWith(prefix.toLowerCase()) ? subject : `${prefix} ${subject}`

/** Reply: to the sender, "Re:" subject, the mail quoted. */
export const replyTo = (message: EmailMessage): ComposeStart => ({
  to: [{ name: message.from.name, email: message.from.email }],
  subject: prefixed('Re:', message.subject),
  quote: { kind: 'reply', message }
})

/** Forward: no recipient yet, "Fwd:" subject, the mail quoted. */
export const forwardOf = (message: EmailMessage): ComposeStart => ({
  subject: prefixed('Fwd:', message.subject),
  quote: { kind: 'forward', message }
})

/** A draft, continued: everything as saved. */
export const continueDraft = (draft: EmailMessage): ComposeStart => ({
  to: draft.to,
  cc: draft.cc,
  bcc: draft.bcc,
  subject: draft.subject,
  message: draft.message,
  replaces: draft.id
})
