import { intlLocale } from './intlLocale'

/** The first day of a week (0 Sunday ... 6 Saturday): Sunday in English, Saturday in Arabic, else Monday. */
export const firstDayOfWeek = (language: string): number =>
  language.startsWith('en') ? 0 : language.startsWith('ar') ? 6 : 1

// Building an Intl formatter is costly, so there is one per language and options for the whole page.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()

export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `number|${language}|${JSON.stringify(options)}`
  if (!formatters.has(key)) formatters.set(key, new Intl.NumberFormat(intlLocale(language), options))
  return formatters.get(key) as Intl.NumberFormat
}

export function dateFormat(language: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const key = `date|${language}|${JSON.stringify(options)}`
  if (!formatters.has(key)) formatters.set(key, new Intl.DateTimeFormat(intlLocale(language), options))
  return formatters.get(key) as Intl.DateTimeFormat
}

export function parseMoney(value: number | string): number {
  if (typeof value === 'number') return value
  const negative = value.trim().startsWith('-')
  const amount = Number(value.replace(/[^0-9.]/g, ''))
  return Number.isFinite(amount) ? (negative ? -amount : amount) : 0
}

export type MoneyStyle = 'cents' | 'whole' | 'compact' | 'signed'

const moneyStyles: Record<MoneyStyle, Intl.NumberFormatOptions> = {
  cents: { maximumFractionDigits: 2 },
  whole: { maximumFractionDigits: 0 },
  compact: { notation: 'compact' },
  signed: { maximumFractionDigits: 0, signDisplay: 'always' }
}

/**
 * A number as Intl writes it, ready for a right-to-left language's text: Intl's own direction marks differ from
 * engine to engine (one puts an Arabic letter mark before the minus, which then shows after the digits: "1-"), so
 * they go, and each signed number and currency sign ("US$", else "$US") becomes one left-to-right isolate.
 */
export function isolateNumbers(text: string, language: string): string {
  if (!language.startsWith('ar')) return text
  return text
    .replace(/[\u061c\u200e\u200f]/g, '')
    .replace(/[-+\u2212]?\d[\d.,]*|[A-Z]{0,3}[$€£¥]/g, '\u2066$&\u2069')
}

/** The one way to write an amount (US dollars) in a language; show it through `<Money>` in text. */
export function formatMoney(value: number | string, language = 'en', style: MoneyStyle = 'cents'): string {
  const text = numberFormat(language, { style: 'currency', currency: 'USD', ...moneyStyles[style] }).format(
    parseMoney(value)
  )
  return isolateNumbers(text, language)
}

/** Plain dates are read as local dates so they never shift a day across time zones. */
export function formatDate(
  value: string,
  language = 'en',
  options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' }
): string {
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  const date = plain ? new Date(Number(plain[1]), Number(plain[2]) - 1, Number(plain[3])) : new Date(value)
  return Number.isNaN(date.getTime()) ? value : dateFormat(language, options).format(date)
}

export function initials(name: string | null | undefined): string {
  // Total on purpose: a name from data that is not a string gives '' instead of crashing the page.
  const parts = (typeof name === 'string' ? name : '').trim().split(/\s+/).filter(Boolean)
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts
  return letters.map((part) => part[0]!.toUpperCase()).join('')
}

const units = ['B', 'KB', 'MB', 'GB'] as const

/** Bytes in the reader's number format: `2.4 MB`. */
export function sizeText(bytes: number, language: string): string {
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)
  return `${number} ${units[unit]}`
}
