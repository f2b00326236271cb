import { dateFormat, formatDate } from '@/utility/format'

export function dayOf(time: string): string {
  const date = new Date(time)
  const twoDigits = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`
}

export function clockTime(time: string, language: string): string {
  return dateFormat(language, { hour: 'numeric', minute: '2-digit' }).format(new Date(time))
}

export function shortTime(time: string, language: string): string {
  return dayOf(time) === dayOf(new Date().toISOString())
    ? clockTime(time, language)
    : formatDate(dayOf(time), language, { day: 'numeric', month: 'short' })
}
