import { useTimeRangeMenu } from '@widgets/cards/RangeMenu'
import { defaultTimeRange } from '@widgets/cards/contract'
import { useGetCrmDashboardQuery } from './api'

/** A card with its own range menu: its range, the menu and the answer for that range. */
export function useCrmRangeCard() {
  const [range, menu] = useTimeRangeMenu()
  return { range, menu, query: useGetCrmDashboardQuery(range) }
}

/** A card of today's figures (the pipeline, the open deals): the default range's answer holds them. */
export const useCrmTodayCard = () => useGetCrmDashboardQuery(defaultTimeRange)
