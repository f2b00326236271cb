import { answeredBy, api, overrideExisting, type Answer } from '@/redux/api'
import {
  deleteViewAnswer,
  viewAnswer,
  viewEndpoints,
  viewListAnswer,
  type NewView,
  type ViewChange
} from './views.contract'

const tag = (list: string) => ({ type: 'SavedView' as const, id: list })

const viewsApi = api.enhanceEndpoints({ addTagTypes: ['SavedView'] }).injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    getViews: build.query<Answer<typeof viewListAnswer>, string>({
      ...answeredBy(viewListAnswer),
      query: (list) => ({ url: viewEndpoints.list, params: { list } }),
      providesTags: (_answer, _error, list) => [tag(list)]
    }),
    addView: build.mutation<Answer<typeof viewAnswer>, NewView>({
      ...answeredBy(viewAnswer),
      query: (data) => ({ url: viewEndpoints.add, method: 'post', data }),
      invalidatesTags: (_answer, _error, view) => [tag(view.list)]
    }),
    updateView: build.mutation<Answer<typeof viewAnswer>, ViewChange & { list: string }>({
      ...answeredBy(viewAnswer),
      query: ({ list: _list, ...data }) => ({ url: viewEndpoints.update, method: 'post', data }),
      invalidatesTags: (_answer, _error, view) => [tag(view.list)]
    }),
    deleteView: build.mutation<Answer<typeof deleteViewAnswer>, { id: number; list: string }>({
      ...answeredBy(deleteViewAnswer),
      query: ({ id }) => ({ url: viewEndpoints.delete, method: 'delete', params: { id } }),
      invalidatesTags: (_answer, _error, view) => [tag(view.list)]
    })
  })
})

export const { useGetViewsQuery, useAddViewMutation, useUpdateViewMutation, useDeleteViewMutation } = viewsApi
