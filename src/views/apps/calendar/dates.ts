const pad = (n: number) => String(n).padStart(2, '0')

export function toLocalDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

export function toLocalDateTime(date: Date): string {
  return `${toLocalDate(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

export function fromLocal(value: string): Date {
  const [year, month, day, hours = 0, minutes = 0] = value.split(/[-T:]/).map(Number)
  return new Date(year!, month! - 1, day!, hours, minutes)
}

export function addDays(value: string, days: number): string {
  const date = fromLocal(value.slice(0, 10))
  date.setDate(date.getDate() + days)
  return toLocalDate(date)
}

export function storedRange(start: Date, end: Date | null, allDay: boolean): { start: string; end: string } {
  const write = allDay ? toLocalDate : toLocalDateTime
  return { start: write(start), end: end ? write(end) : '' }
}
