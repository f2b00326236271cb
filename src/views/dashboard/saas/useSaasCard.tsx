import { useTimeRangeMenu } from '@widgets/cards/RangeMenu'
import { defaultTimeRange } from '@widgets/cards/contract'
import { useGetSaasDashboardQuery } from './api'

/** A card with its own range menu: its range, the menu and the answer for that range. */
export function useSaasRangeCard() {
  const [range, menu] = useTimeRangeMenu()
  return { range, menu, query: useGetSaasDashboardQuery(range) }
}

/** A card of today's figures (plans, cohorts): the default range's answer holds them. */
export const useSaasTodayCard = () => useGetSaasDashboardQuery(defaultTimeRange)
