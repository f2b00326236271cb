import { dateFormat, formatDate } from '@/utility/format'

/** The local calendar day of an ISO time, `YYYY-MM-DD`: the log's day separators group by it. */
export function dayOf(time: string): string {
  const date = new Date(time)
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
}

/** The clock time of a message in the UI language: '14:05', '2:05 PM'. */
export function clockTime(time: string, language: string): string {
  return dateFormat(language, { hour: 'numeric', minute: '2-digit' }).format(new Date(time))
}

/** Today's messages by their time, older ones by their date (the chat list's column). */
export function shortTime(time: string, language: string): string {
  return dayOf(time) === dayOf(new Date().toISOString())
    ? clockTime(time, language)
    : formatDate(dayOf(time), language, { day: 'numeric', month: 'short' })
}
