// Demo data: the analytics and statistics cards (API.md "Pages and cards"). Remove with the mock.
import {
  analyticsParamsSchema,
  defaultTimeRange,
  isAnalyticsCardName,
  isStatisticsCardName,
  reportYears,
  type AnalyticsCards,
  type StatisticsCard
} from '@/views/cards/contract'
import { get } from '../../route'
import { createStore, notFound, ok, parse } from '../../utils'

// A plain copy of the module's exports: a module namespace object cannot be cloned.
const store = createStore(() => import('./data').then(({ cardSeed }) => ({ ...cardSeed })))

type AnyAnalyticsCard = AnalyticsCards[keyof AnalyticsCards]

// The ranged cards answer per `range`, the revenue report per `year`; the others ignore both.
get<AnyAnalyticsCard>(/^\/?card\/card-analytics\/([^/?]+)(?:\?.*)?$/, async (req) => {
  const name = req.match[0] ?? ''
  if (!isAnalyticsCardName(name)) return notFound('card')
  const { range = defaultTimeRange, year = reportYears[0] } = parse(analyticsParamsSchema, req.params)
  const data = await store.get()
  const cards: { [N in keyof AnalyticsCards]: () => AnalyticsCards[N] } = {
    'support-tracker': () => data.supportTracker[range],
    'avg-sessions': () => data.avgSessions[range],
    'revenue-report': () => data.revenueReport[year],
    'goal-overview': () => data.goalOverview,
    revenue: () => data.revenue,
    'product-orders': () => data.productOrders[range],
    'sessions-device': () => data.sessionsDevice[range],
    customers: () => data.customers[range]
  }
  return ok(cards[name]())
})

get<StatisticsCard>(/^\/?card\/card-statistics\/([^/?]+)(?:\?.*)?$/, async (req) => {
  const name = req.match[0] ?? ''
  if (!isStatisticsCardName(name)) return notFound('card')
  return ok((await store.get()).statistics[name])
})
