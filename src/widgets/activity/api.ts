import { answeredBy, api, overrideExisting, type Answer } from '@/redux/api'
import type { ActivityListParams, HistoryParams } from '@/utility/activity.contract'
import { activityListAnswer, endpoints, historyAnswer, undoAnswer } from '@/utility/activity.contract'

const log = { type: 'Activity', id: 'LOG' } as const

const activityApi = api.enhanceEndpoints({ addTagTypes: ['Activity'] }).injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    getActivity: build.query<Answer<typeof activityListAnswer>, ActivityListParams>({
      ...answeredBy(activityListAnswer),
      query: (params) => ({ url: endpoints.list, params }),
      providesTags: [log]
    }),
    getHistory: build.query<Answer<typeof historyAnswer>, HistoryParams>({
      ...answeredBy(historyAnswer),
      query: (params) => ({ url: endpoints.history, params }),
      providesTags: [log]
    }),
    undoActivity: build.mutation<Answer<typeof undoAnswer>, number>({
      ...answeredBy(undoAnswer),
      query: (id) => ({ url: endpoints.undo(id), method: 'post' }),
      // An undo can change any app's data: every screen loads its data again.
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled
          dispatch(api.util.resetApiState())
        } catch {
          // The refusal is toasted by the caller.
        }
      }
    })
  })
})

export const { useGetActivityQuery, useGetHistoryQuery, useUndoActivityMutation } = activityApi
