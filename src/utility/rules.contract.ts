/** Rules several contracts share, in plain code without zod so that entry modules may use them. */

/** A local calendar date `YYYY-MM-DD`, `days` after `from` (today by default). */
export function isoDay(days = 0, from: Date = new Date()): string {
  const date = new Date(from.getFullYear(), from.getMonth(), from.getDate() + days)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

const yearsBefore = (today: Date, years: number) =>
  isoDay(0, new Date(today.getFullYear() - years, today.getMonth(), today.getDate()))

/** The days a birth date can be: someone at least `minAge` and at most 120 years old today. */
export function birthDays(minAge: number, today = new Date()): { min: string; max: string } {
  return { min: yearsBefore(today, 120), max: yearsBefore(today, minAge) }
}

/** The youngest age an account holder's date of birth may give. */
export const accountMinimumAge = 13

/** `value` when it is one of `allowed`, else undefined. */
export const oneOf = <T extends string>(allowed: readonly T[], value: unknown): T | undefined =>
  allowed.find((item) => item === value)
