import { useTimeRangeMenu } from '@widgets/cards/RangeMenu'
import { defaultTimeRange } from '@widgets/cards/contract'
import { useGetLogisticsDashboardQuery } from './api'

/** A card with its own range menu: its range, the menu and the answer for that range. */
export function useLogisticsRangeCard() {
  const [range, menu] = useTimeRangeMenu()
  return { range, menu, query: useGetLogisticsDashboardQuery(range) }
}

/** A card of today's figures (vehicles, orders): the default range's answer holds them. */
export const useLogisticsTodayCard = () => useGetLogisticsDashboardQuery(defaultTimeRange)
