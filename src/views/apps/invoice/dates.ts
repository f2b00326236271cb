/** A local calendar date `YYYY-MM-DD` (the API's and `<input type="date">`'s format), `days`
 *  after `from`: today by default. */
export function isoDate(days = 0, from: Date = new Date()): string {
  const date = new Date(from.getFullYear(), from.getMonth(), from.getDate() + days)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}
