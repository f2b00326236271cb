import { dateFormat, numberFormat } from '@/utility/format'

export function listTime(iso: string, language: string, now = new Date()): string {
  const date = new Date(iso)
  const today = date.toDateString() === now.toDateString()
  const options: Intl.DateTimeFormatOptions = today
    ? { hour: '2-digit', minute: '2-digit' }
    : {
        day: 'numeric',
        month: 'short',
        ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' })
      }
  return dateFormat(language, options).format(date)
}

export const fullTime = (iso: string, language: string) =>
  dateFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))

export function fileSize(bytes: number, language: string): string {
  const [value, unit] =
    bytes < 1000 ? [bytes, 'B'] : bytes < 1_000_000 ? [bytes / 1000, 'KB'] : [bytes / 1_000_000, 'MB']
  return `${numberFormat(language, { maximumFractionDigits: unit === 'B' ? 0 : 1 }).format(value)} ${unit}`
}

/** Never rendered as HTML. */
export function excerpt(html: string, length = 140): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim()
  return text.length > length ? `${text.slice(0, length)}…` : text
}
