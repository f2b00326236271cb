import {
  analyticsParamsSchema,
  defaultTimeRange,
  isAnalyticsCardName,
  isStatisticsCardName,
  reportYears,
  type AnalyticsCards,
  analyticsCardAnswer,
  statisticsCardSchema
} from '@widgets/cards/contract'
import { get, type RouteDef } from '../../route'
import { createStore, notFound, ok, parse } from '../../utils'
import { permissionsOn } from '../../permission'

const may = permissionsOn('Dashboard')

const store = createStore('cards', () => import('./data').then(({ cardSeed }) => ({ ...cardSeed })), {
  readOnly: true
})

/** This area's calls, named in src/@fake-db/allHandlers.ts (the app's mock finds the folder itself). */
export const handlers: RouteDef[] = [
  get(
    '/card/card-analytics/:name',
    async (req) => {
      const { name = '' } = req.pathParams
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
    },
    { permission: may.read, answer: analyticsCardAnswer, query: analyticsParamsSchema }
  ),
  get(
    '/card/card-statistics/:name',
    async (req) => {
      const { name = '' } = req.pathParams
      if (!isStatisticsCardName(name)) return notFound('card')
      return ok((await store.get()).statistics[name])
    },
    { permission: may.read, answer: statisticsCardSchema }
  )
]
