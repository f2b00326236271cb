/** Display formatting shared by every screen: one place decides how money and dates look. */

// Building an Intl formatter is costly (the first of a page loads the language's data; a list of
// rows would build one per cell): one per language and options, shared by the whole page.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()

/** The page's number formatter for a language and options (built once). */
export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `number|${language}|${JSON.stringify(options)}`
  if (!formatters.has(key)) formatters.set(key, new Intl.NumberFormat(language, options))
  return formatters.get(key) as Intl.NumberFormat
}

/** The page's date formatter for a language and options (built once). */
export function dateFormat(language: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const key = `date|${language}|${JSON.stringify(options)}`
  if (!formatters.has(key)) formatters.set(key, new Intl.DateTimeFormat(language, options))
  return formatters.get(key) as Intl.DateTimeFormat
}

/** A money value as the API sends it (a number, or a string like '$1,250.50' / '-$320') as a number. */
export function parseMoney(value: number | string): number {
  if (typeof value === 'number') return value
  const negative = value.trim().startsWith('-')
  const amount = Number(value.replace(/[^0-9.]/g, ''))
  return Number.isFinite(amount) ? (negative ? -amount : amount) : 0
}

/** Dollars, written in the UI language's conventions ('$1,250.50', '1 250,50 $US' ...). */
export function formatMoney(value: number | string, language = 'en'): string {
  return numberFormat(language, { style: 'currency', currency: 'USD', maximumFractionDigits: 2 }).format(
    parseMoney(value)
  )
}

/** A calendar date ('YYYY-MM-DD' or ISO) in the UI language: 'Nov 21, 2026', '21 nov. 2026' ...
 *  Plain dates are read as local dates so they never shift a day across time zones. */
export function formatDate(
  value: string,
  language = 'en',
  options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' }
): string {
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  const date = plain ? new Date(Number(plain[1]), Number(plain[2]) - 1, Number(plain[3])) : new Date(value)
  return Number.isNaN(date.getTime()) ? value : dateFormat(language, options).format(date)
}

/** Up to two initials for an avatar without an image: 'Astrid Lindqvist' -> 'AL'. */
export function initials(name: string | null | undefined): string {
  // Total on purpose: a name from data that is not a string gives '' instead of crashing the page.
  const parts = (typeof name === 'string' ? name : '').trim().split(/\s+/).filter(Boolean)
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts
  return letters.map((part) => part[0]!.toUpperCase()).join('')
}
