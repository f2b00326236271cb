import { isoDay } from '@/utility/rules.contract'

const yearsBefore = (today: Date, years: number) =>
  isoDay(0, new Date(today.getFullYear() - years, today.getMonth(), today.getDate()))

/** The days a birth date can be: someone at least `minAge` and at most 120 years old today. */
export function birthDays(minAge: number, today = new Date()): { min: string; max: string } {
  return { min: yearsBefore(today, 120), max: yearsBefore(today, minAge) }
}
