import {
  dealStages,
  leadSources,
  type CrmDashboard,
  type DealStage,
  type OpenDeal
} from '@/views/dashboard/crm/contract'
import { timeRanges, type TimeRange } from '@widgets/cards/contract'
import { between, dayFromToday, rangePeriods, rangeScale, seeded } from '../../kit/dashboardSeed'
import { seedTime } from '../../kit/seedTime'

const salesTeam = [
  { id: 1, name: 'Astrid Nyhus', quotaFactor: 1.18 },
  { id: 6, name: 'Felipe Ortega', quotaFactor: 1.02 },
  { id: 11, name: 'Katarina Horvat', quotaFactor: 0.94 },
  { id: 10, name: 'Jae-won Choi', quotaFactor: 0.86 },
  { id: 19, name: 'Stellan Björk', quotaFactor: 0.71 }
] as const

const companies = [
  'Fjordline Freight',
  'Aurora Foods',
  'Birch & Vale',
  'Kestrel Systems',
  'Nordvik Energy',
  'Polar Print',
  'Tindra Health',
  'Granite Analytics',
  'Lumen Outdoor',
  'Skarv Marine',
  'Vinter Studio',
  'Halden Retail',
  'Osprey Labs',
  'Solberg Legal',
  'Moss & Tide',
  'Eira Pharma',
  'Copperleaf Hotels',
  'Brightwater Schools'
]

// Later stages hold fewer, larger deals that are likelier to close.
const stageShape: Record<DealStage, { deals: number; low: number; high: number; probability: number }> = {
  lead: { deals: 7, low: 4_000, high: 18_000, probability: 10 },
  qualified: { deals: 6, low: 6_000, high: 24_000, probability: 25 },
  proposal: { deals: 5, low: 9_000, high: 38_000, probability: 45 },
  negotiation: { deals: 4, low: 12_000, high: 52_000, probability: 65 },
  closing: { deals: 3, low: 15_000, high: 64_000, probability: 85 }
}

function openDeals(now: Date): OpenDeal[] {
  const random = seeded(46)
  let id = 3101
  return dealStages.flatMap((stage, stageIndex) => {
    const shape = stageShape[stage]
    return Array.from({ length: shape.deals }, (_, i) => ({
      id: id++,
      company: companies[(id * 7 + i) % companies.length]!,
      owner: salesTeam[(id + stageIndex) % salesTeam.length]!.name,
      stage,
      value: Math.round(between(random, shape.low, shape.high) / 100) * 100,
      probability: shape.probability + between(random, -5, 5),
      closeDate: dayFromToday(between(random, 5, 30) + (4 - stageIndex) * 12, now)
    }))
  })
}

const activityKinds = ['call', 'email', 'meeting', 'note', 'won', 'call', 'meeting', 'lost'] as const

function rangeAnswer(range: TimeRange, index: number, deals: OpenDeal[], now: Date): CrmDashboard {
  const random = seeded(460 + index)
  const scale = rangeScale[range]
  const periods = rangePeriods(range, now)
  const perPeriod = (range === 'last-year' ? 38 : 9) * (range === 'last-month' ? 1.1 : 1)
  const won = periods.map(() => Math.round(perPeriod * (0.75 + random() * 0.5)))
  const lost = won.map((count) => Math.round(count * (0.45 + random() * 0.35)))
  const wonCount = won.reduce((sum, count) => sum + count, 0)
  const lostCount = lost.reduce((sum, count) => sum + count, 0)
  // The won deals are shared out among the team by each one's form; the last takes the remainder.
  const weights = salesTeam.map((person) => person.quotaFactor)
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0)
  let left = wonCount
  const salesPeople = salesTeam.map((person, i) => {
    const count = i === salesTeam.length - 1 ? left : Math.round((wonCount * weights[i]!) / weightSum)
    left -= count
    const value = count * between(random, 11_000, 16_000)
    return {
      id: person.id,
      name: person.name,
      won: count,
      value,
      quota: Math.round(person.quotaFactor * 100)
    }
  })
  const leadShares = [34, 22, 14, 12, 11, 7]
  const leads = leadSources.map((source, i) => ({
    source,
    leads: Math.round(leadShares[i]! * 4.2 * scale * (0.85 + random() * 0.3))
  }))
  const activity = activityKinds.map((kind, i) => ({
    id: 9000 + index * 100 + i,
    kind,
    person: salesTeam[(i + index) % salesTeam.length]!.name,
    company: companies[(i * 5 + index * 3) % companies.length]!,
    at: seedTime(Math.floor((i * (index + 1)) / 2), 16 - i, (i * 13) % 60, now)
  }))
  return {
    range,
    totals: {
      openValue: deals.reduce((sum, deal) => sum + deal.value, 0),
      wonValue: salesPeople.reduce((sum, person) => sum + person.value, 0),
      winRate: Math.round((wonCount / (wonCount + lostCount)) * 1000) / 10,
      newLeads: leads.reduce((sum, source) => sum + source.leads, 0)
    },
    pipeline: dealStages.map((stage) => {
      const inStage = deals.filter((deal) => deal.stage === stage)
      return { stage, deals: inStage.length, value: inStage.reduce((sum, deal) => sum + deal.value, 0) }
    }),
    wonLost: { periods, won, lost },
    salesPeople: salesPeople.sort((a, b) => b.value - a.value),
    leadSources: leads,
    activity,
    openDeals: deals
  }
}

/** The CRM dashboard per time range; the open deals are today's, whatever the range. */
export function crmSeed(now = new Date()): Record<TimeRange, CrmDashboard> {
  const deals = openDeals(now)
  const entries = timeRanges.map((range, i) => [range, rangeAnswer(range, i, deals, now)] as const)
  return Object.fromEntries(entries) as Record<TimeRange, CrmDashboard>
}
