// Demo data: remove with the mock.

/**
 * A seed's local time `daysAgo` days back at hh:mm, as ISO. Seed data never lies in the future:
 * every time of today is scaled into the part of the day already gone (all of them, so the order of
 * the day holds at any hour; scaling only those still to come would put 08:12 before 06:30 at 06:48).
 */
export function seedTime(daysAgo: number, hour: number, minute: number, now = new Date()): string {
  if (daysAgo > 0)
    return new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysAgo, hour, minute).toISOString()
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime()
  return new Date(midnight + ((now.getTime() - midnight) * (hour * 60 + minute)) / (24 * 60)).toISOString()
}
