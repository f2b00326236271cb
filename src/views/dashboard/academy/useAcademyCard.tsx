import { useTimeRangeMenu } from '@widgets/cards/RangeMenu'
import { defaultTimeRange } from '@widgets/cards/contract'
import { useGetAcademyDashboardQuery } from './api'

/** A card with its own range menu: its range, the menu and the answer for that range. */
export function useAcademyRangeCard() {
  const [range, menu] = useTimeRangeMenu()
  return { range, menu, query: useGetAcademyDashboardQuery(range) }
}

/** A card of today's figures (courses, sessions, assignments): the default range's answer holds them. */
export const useAcademyTodayCard = () => useGetAcademyDashboardQuery(defaultTimeRange)
