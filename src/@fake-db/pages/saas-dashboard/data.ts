import type { plans } from '@/views/dashboard/saas/contract'
import { type SaasDashboard } from '@/views/dashboard/saas/contract'
import { timeRanges, type TimeRange } from '@widgets/cards/contract'
import { between, dayFromToday, rangePeriods, seeded } from '../../kit/dashboardSeed'

// Today's book of subscriptions: count and monthly price per plan.
const planBook = [
  { plan: 'starter', subscriptions: 1_284, price: 19 },
  { plan: 'team', subscriptions: 642, price: 79 },
  { plan: 'business', subscriptions: 211, price: 249 },
  { plan: 'enterprise', subscriptions: 38, price: 1_450 }
] as const satisfies readonly { plan: (typeof plans)[number]; subscriptions: number; price: number }[]

const countryShares = [
  ['US', 0.27],
  ['DE', 0.14],
  ['GB', 0.11],
  ['FR', 0.09],
  ['NO', 0.07],
  ['BR', 0.07],
  ['SE', 0.06],
  ['NL', 0.05],
  ['PT', 0.05],
  ['CA', 0.04],
  ['JP', 0.03],
  ['AU', 0.02]
] as const

const monthStart = (monthsAgo: number, now: Date) =>
  dayFromToday(0, new Date(now.getFullYear(), now.getMonth() - monthsAgo, 1))

function cohorts(now: Date): SaasDashboard['cohorts'] {
  const random = seeded(4611)
  return Array.from({ length: 6 }, (_, i) => {
    const age = 6 - i
    let kept = 100
    const retention = Array.from({ length: age - 1 }, (_, month) => {
      kept -= (month === 0 ? 9 : 3.5) + random() * 3
      return Math.round(kept * 10) / 10
    })
    return { month: monthStart(age - 1, now), customers: between(random, 140, 210), retention }
  })
}

function rangeAnswer(range: TimeRange, index: number, now: Date): SaasDashboard {
  const random = seeded(4620 + index)
  const periods = rangePeriods(range, now)
  const mrrToday = planBook.reduce((sum, row) => sum + row.subscriptions * row.price, 0)
  // Monthly figures for a year, weekly ones (a quarter of a month's) otherwise.
  const unit = range === 'last-year' ? 1 : 0.25
  const moves = periods.map(() => ({
    new: Math.round(mrrToday * 0.06 * unit * (0.8 + random() * 0.4)),
    expansion: Math.round(mrrToday * 0.025 * unit * (0.8 + random() * 0.4)),
    contraction: Math.round(mrrToday * 0.008 * unit * (0.8 + random() * 0.4)),
    churn: Math.round(mrrToday * 0.022 * unit * (0.8 + random() * 0.4))
  }))
  // Walk back from today's MRR so the last period ends on it.
  const mrr: number[] = []
  let end = mrrToday
  for (let i = moves.length - 1; i >= 0; i--) {
    mrr[i] = end
    const move = moves[i]!
    end -= move.new + move.expansion - move.contraction - move.churn
  }
  const start = end
  const active = planBook.reduce((sum, row) => sum + row.subscriptions, 0)
  const churnedShare = moves.reduce((sum, move) => sum + move.churn, 0) / start
  const started = Math.round((range === 'last-year' ? 2_900 : 260) * (0.9 + random() * 0.2))
  const converted = Math.round(started * (0.19 + random() * 0.08))
  const expired = Math.round((started - converted) * 0.8)
  return {
    range,
    totals: {
      mrr: mrrToday,
      mrrGrowth: Math.round(((mrrToday - start) / start) * 1000) / 10,
      activeSubscriptions: active,
      churnRate: Math.round(churnedShare * 1000) / 10
    },
    mrrMovement: {
      periods,
      new: moves.map((move) => move.new),
      expansion: moves.map((move) => move.expansion),
      contraction: moves.map((move) => move.contraction),
      churn: moves.map((move) => move.churn),
      mrr
    },
    plans: planBook.map((row) => ({
      plan: row.plan,
      subscriptions: row.subscriptions,
      mrr: row.subscriptions * row.price
    })),
    cohorts: cohorts(now),
    trials: { started, converted, expired },
    countries: countryShares.map(([country, share]) => ({
      country,
      customers: Math.round(active * share),
      mrr: Math.round(mrrToday * share * (0.9 + random() * 0.2)),
      growth: Math.round((random() * 14 - 3) * (range === 'last-year' ? 4 : 1) * 10) / 10
    }))
  }
}

/** The SaaS dashboard per time range: the MRR ends on today's book of subscriptions in every range. */
export function saasSeed(now = new Date()): Record<TimeRange, SaasDashboard> {
  const entries = timeRanges.map((range, i) => [range, rangeAnswer(range, i, now)] as const)
  return Object.fromEntries(entries) as Record<TimeRange, SaasDashboard>
}
