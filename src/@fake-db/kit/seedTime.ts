/** Seed data never lies in the future: today's times are scaled into the part of the day already gone. */
export function seedTime(daysAgo: number, hour: number, minute: number, now = new Date()): string {
  if (daysAgo > 0)
    return new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysAgo, hour, minute).toISOString()
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime()
  return new Date(midnight + ((now.getTime() - midnight) * (hour * 60 + minute)) / (24 * 60)).toISOString()
}
