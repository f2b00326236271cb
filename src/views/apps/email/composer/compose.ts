import type { EmailAddress, EmailMessage } from '../contract'

/** What the composer opens with: empty (Compose), or prefilled from a mail (Reply, Forward). */
export interface ComposeStart {
  to?: EmailAddress[]
  subject?: string
  /** The mail quoted below the new text. */
  quote?: { kind: 'reply' | 'forward'; message: EmailMessage }
}

const prefixed = (prefix: string, subject: string) => (subject.toLowerCase().startsWith(prefix.toLowerCase()) ? subject : `${prefix} ${subject}`)

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
