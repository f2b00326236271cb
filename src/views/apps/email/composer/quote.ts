import type { TFunction } from 'i18next'
import { remoteImagesShown } from '@core/components/data-image/remoteImages'
import { sanitizeHoldingImages, sanitizeHtml } from '@/utility/sanitize'
import type { ComposeStart } from './compose'
import { fullTime } from '../format'

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Sanitized like every HTML from data, then read by the editor, which keeps only what it can edit. */
export function startBody(start: ComposeStart, t: TFunction<'email'>, language: string): string {
  if (!start.quote) return ''
  const { kind, message } = start.quote
  const when = fullTime(message.time, language)
  const sender = `${message.from.name} <${message.from.email}>`
  const intro =
    kind === 'reply'
      ? escapeHtml(t('compose.wrote', { date: when, name: sender }))
      : [
          t('compose.forwarded'),
          t('compose.fromLine', { name: sender }),
          t('compose.dateLine', { date: when }),
          t('compose.subjectLine', { subject: message.subject })
        ]
          .map(escapeHtml)
          .join('<br>')
  // Images the reader has not asked to see are not fetched by the editor either.
  const quoted = remoteImagesShown()
    ? sanitizeHtml(message.message)
    : sanitizeHoldingImages(message.message).html
  return `<p></p><p>${intro}</p><blockquote>${quoted}</blockquote>`
}
