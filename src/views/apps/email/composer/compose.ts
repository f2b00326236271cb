import type { EmailAddress, EmailMessage } from '../contract'

export interface ComposeStart {
  to?: EmailAddress[]
  cc?: EmailAddress[]
  bcc?: EmailAddress[]
  subject?: string
  message?: string
  /** Once sent or saved anew, the old draft goes to the trash. */
  replaces?: number
  quote?: { kind: 'reply' | 'forward'; message: EmailMessage }
}

const prefixed = (prefix: string, subject: string) =>
  subject.toLowerCase().startsWith(prefix.toLowerCase()) ? subject : `${prefix} ${subject}`

export const replyTo = (message: EmailMessage): ComposeStart => ({
  to: [{ name: message.from.name, email: message.from.email }],
  subject: prefixed('Re:', message.subject),
  quote: { kind: 'reply', message }
})

export const forwardOf = (message: EmailMessage): ComposeStart => ({
  subject: prefixed('Fwd:', message.subject),
  quote: { kind: 'forward', message }
})

export const continueDraft = (draft: EmailMessage): ComposeStart => ({
  to: draft.to,
  cc: draft.cc,
  bcc: draft.bcc,
  subject: draft.subject,
  message: draft.message,
  replaces: draft.id
})
