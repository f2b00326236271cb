/** Rules several contracts share, in plain code without zod so that entry modules may use them. */

/** A local calendar date `YYYY-MM-DD`, `days` after `from` (today by default). */
export function isoDay(days = 0, from: Date = new Date()): string {
  const date = new Date(from.getFullYear(), from.getMonth(), from.getDate() + days)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** `value` when it is one of `allowed`, else undefined. */
export const oneOf = <T extends string>(allowed: readonly T[], value: unknown): T | undefined =>
  allowed.find((item) => item === value)
