import {
  delayReasons,
  orderStatuses,
  type LogisticsDashboard,
  type Order
} from '@/views/dashboard/logistics/contract'
import { timeRanges, type TimeRange } from '@widgets/cards/contract'
import { between, dayFromToday, rangePeriods, seeded } from '../../kit/dashboardSeed'
import { seedTime } from '../../kit/seedTime'

type Vehicle = LogisticsDashboard['vehicles'][number]

const fleet: Vehicle[] = [
  { id: 'NL-104', kind: 'truck', driver: 'Henrik Aalto', state: 'onRoute', load: 86 },
  { id: 'NL-117', kind: 'van', driver: 'Chiamaka Eze', state: 'onRoute', load: 64 },
  { id: 'NL-122', kind: 'trailer', driver: 'Luca Bianchi', state: 'loading', load: 41 },
  { id: 'NL-131', kind: 'van', driver: 'Maya Goldberg', state: 'onRoute', load: 92 },
  { id: 'NL-138', kind: 'truck', driver: 'Nikolai Berg', state: 'maintenance', load: 0 },
  { id: 'NL-145', kind: 'van', driver: 'Esme Whitford', state: 'idle', load: 12 },
  { id: 'NL-152', kind: 'truck', driver: 'Vera Kowalczyk', state: 'onRoute', load: 71 }
]

const places = ['Oslo hub', 'Drammen', 'Kongsberg', 'Notodden', 'Skien', 'Larvik', 'Tønsberg', 'Oslo hub']

const customers = [
  'Aurora Foods',
  'Birch & Vale',
  'Copperleaf Hotels',
  'Eira Pharma',
  'Halden Retail',
  'Lumen Outdoor',
  'Moss & Tide',
  'Osprey Labs',
  'Polar Print',
  'Tindra Health'
]
const cities = [
  'Bergen',
  'Trondheim',
  'Stavanger',
  'Drammen',
  'Tromsø',
  'Ålesund',
  'Bodø',
  'Lillehammer',
  'Hamar'
]

function todaysRoute(now: Date): LogisticsDashboard['route'] {
  // Three stops made since seven in the morning, the fourth under way, the rest expected every 45 minutes from now.
  const stops = places.map((place, i) => ({
    id: i + 1,
    place,
    state: i < 3 ? ('done' as const) : i === 3 ? ('current' as const) : ('next' as const),
    at:
      i <= 3
        ? seedTime(0, 7 + i * 2, (i * 25) % 60, now)
        : new Date(now.getTime() + (i - 3) * 45 * 60_000).toISOString()
  }))
  return { vehicle: 'NL-104', stops }
}

function orders(now: Date): Order[] {
  const random = seeded(4640)
  return Array.from({ length: 16 }, (_, i) => {
    const status = orderStatuses[(i * 5 + 2) % orderStatuses.length]!
    const daysAhead =
      status === 'delivered' || status === 'returned' ? -between(random, 1, 6) : between(random, 0, 5)
    return {
      id: `ORD-${5012 + i * 7}`,
      customer: customers[(i * 3) % customers.length]!,
      destination: cities[(i * 4 + 1) % cities.length]!,
      status,
      due: dayFromToday(status === 'delayed' ? -between(random, 1, 2) : daysAhead, now)
    }
  })
}

function rangeAnswer(
  range: TimeRange,
  index: number,
  shared: Pick<LogisticsDashboard, 'vehicles' | 'route' | 'orders'>,
  now: Date
): LogisticsDashboard {
  const random = seeded(4650 + index)
  const periods = rangePeriods(range, now)
  const perPeriod = range === 'last-year' ? 2_300 : 540
  const onTime = periods.map(() => Math.round(perPeriod * (0.86 + random() * 0.1)))
  const late = periods.map(() => Math.round(perPeriod * (0.04 + random() * 0.06)))
  const lateCount = late.reduce((sum, value) => sum + value, 0)
  const delivered = onTime.reduce((sum, value) => sum + value, 0) + lateCount
  // The reasons share out every late delivery; the last takes what rounding left.
  const weights = [0.38, 0.17, 0.16, 0.11, 0.12, 0.06].map((w) => w * (0.85 + random() * 0.3))
  const weightSum = weights.reduce((sum, w) => sum + w, 0)
  let left = lateCount
  const delays = delayReasons.map((reason, i) => {
    const count = i === delayReasons.length - 1 ? left : Math.round((lateCount * weights[i]!) / weightSum)
    left -= count
    return { reason, count }
  })
  return {
    range,
    totals: {
      onRoute: 128,
      delayed: 9,
      delivered,
      onTimeRate: Math.round(((delivered - lateCount) / delivered) * 1000) / 10
    },
    performance: { periods, onTime, late },
    delays: delays.sort((a, b) => b.count - a.count),
    ...shared
  }
}

/** The logistics dashboard per time range; the fleet, today's route and the orders are the same in every range. */
export function logisticsSeed(now = new Date()): Record<TimeRange, LogisticsDashboard> {
  const shared = { vehicles: fleet, route: todaysRoute(now), orders: orders(now) }
  const entries = timeRanges.map((range, i) => [range, rangeAnswer(range, i, shared, now)] as const)
  return Object.fromEntries(entries) as Record<TimeRange, LogisticsDashboard>
}
